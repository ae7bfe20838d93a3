import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmationUrl, esewaReturn, khaltiReturn } from './return-service.ts';
import { messagePage, pagePolicy } from './sandbox-gateway.ts';
import { testCheckout, testComplete } from './sandbox-gateway-service.ts';

// Gateway-facing addresses: the browser arrives here from eSewa, Khalti or the test gateway
// page, without our bearer token, so what it carries is verified in the services. They are not
// part of the storefront API a client calls, hence schemas here rather than in contract/.
const text = (max: number) => z.string().max(max).optional();
const ZEsewaReturnQuery = z.object({ data: text(8192), result: text(20), ref: text(100) });
const ZKhaltiReturnQuery = z.object({ pidx: text(100), purchase_order_id: text(100) });
const ZTestCheckoutQuery = z.object({ ref: z.string().max(100).default('') });
const field = (max: number) => z.string().max(max).default('');
const ZTestCompleteBody = z.object({
  ref: field(100),
  amount: field(20),
  outcome: field(20),
  sig: field(128),
});

const schema = { hide: true, tags: ['payments'] };

const sendPage = (reply: FastifyReply, csp: string, status: number, html: string) =>
  reply.status(status).header('Content-Security-Policy', csp).type('text/html; charset=utf-8').send(html);

export async function gatewayReturnRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
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

  app.get('/esewa/return', { schema: { ...schema, querystring: ZEsewaReturnQuery } }, async (req, reply) =>
    reply.redirect(confirmationUrl(await esewaReturn({ db, config, query: req.query }))),
  );

  app.get('/khalti/return', { schema: { ...schema, querystring: ZKhaltiReturnQuery } }, async (req, reply) =>
    reply.redirect(confirmationUrl(await khaltiReturn({ db, config, query: req.query }))),
  );

  if (!config.payments.testGateway) return;

  app.get(
    '/test/checkout',
    { schema: { ...schema, querystring: ZTestCheckoutQuery } },
    async (req, reply) => {
      const { nonce, csp } = pagePolicy();
      const page = await testCheckout({ db, config, ref: req.query.ref, nonce });
      return sendPage(reply, csp, page.status, page.html);
    },
  );

  app.post('/test/complete', { schema: { ...schema, body: ZTestCompleteBody } }, async (req, reply) => {
    const settled = await testComplete({ db, config, body: req.body });
    if (settled) return reply.redirect(confirmationUrl(settled));
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
