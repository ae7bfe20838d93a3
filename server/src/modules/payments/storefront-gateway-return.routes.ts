import { esewaReturn, khaltiReturn, sandboxCheckout, sandboxComplete } from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../lib/route.ts';
import * as returns from './return.ts';
import { testCheckout, testComplete } from './sandbox-checkout.ts';
import { messagePage, pagePolicy } from './sandbox-gateway.ts';

// Gateway-facing addresses: the browser arrives here from eSewa, Khalti or the sandbox gateway
// page, without our bearer token, so what it carries is verified in the services.

const sendPage = (reply: FastifyReply, csp: string, status: number, html: string) =>
  reply.status(status).header('Content-Security-Policy', csp).type('text/html; charset=utf-8').send(html);

export async function gatewayReturnRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const config = app.config;
  // HTML forms post url-encoded; only these routes accept it (the API takes JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  route(app, esewaReturn, async (req, reply) =>
    reply.redirect(returns.confirmationUrl(await returns.esewaReturn({ db, config, query: req.query }))),
  );

  route(app, khaltiReturn, async (req, reply) =>
    reply.redirect(returns.confirmationUrl(await returns.khaltiReturn({ db, config, query: req.query }))),
  );

  // The sandbox gateway exists outside production only; there its addresses are not found.
  if (!config.payments.testGateway) return;

  route(app, sandboxCheckout, async (req, reply) => {
    const { nonce, csp } = pagePolicy();
    const page = await testCheckout({ db, config, ref: req.query.ref, nonce });
    return sendPage(reply, csp, page.status, page.html);
  });

  route(app, sandboxComplete, async (req, reply) => {
    const settled = await testComplete({ db, config, body: req.body });
    if (settled) return reply.redirect(returns.confirmationUrl(settled));
    const { nonce, csp } = pagePolicy();
    const message =
      'This payment could not be verified, so nothing was paid. Go back to your order and try again.';
    const html = messagePage({
      nonce,
      title: 'Payment not verified',
      message,
      link: '/profile/orders',
      linkText: 'Back to your orders',
    });
    return sendPage(reply, csp, 400, html);
  });
}
