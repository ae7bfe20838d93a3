import {
  checkPayment as checkPaymentEndpoint,
  listPaymentGateways,
  listPaymentMethods,
  processPayment as processPaymentEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { checkPayment } from './check.ts';
import { listGateways } from './gateways.ts';
import { DEFAULT_PAYMENT_METHOD, enabledPaymentMethods } from './methods.ts';
import { processPayment } from './process.ts';
import { gatewayReturnRoutes } from './storefront-gateway-return.routes.ts';

/** Payments: methods, gateways, process-payment, check-payment and the gateways' returns. */
export async function paymentRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const config = app.config;

  route(app, listPaymentMethods, async (_req, reply) => {
    // Changes only with configuration, i.e. on a restart.
    reply.header('Cache-Control', 'public, max-age=300');
    return ok({
      paymentMethods: enabledPaymentMethods(config),
      defaultPaymentMethod: DEFAULT_PAYMENT_METHOD,
    });
  });

  route(app, listPaymentGateways, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return ok(await listGateways({ db, config, userId: authOf(req).user.id, orderId: req.query.orderId }));
  });

  route(
    app,
    processPaymentEndpoint,
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const action = await processPayment({ db, config, userId: authOf(req).user.id, body: req.body });
      return ok(
        action,
        action.action === 'none' ? { message: 'You will pay in cash when your order arrives' } : {},
      );
    },
    { config: limit(app, 10, '1 minute') },
  );

  // Each call asks eSewa or Khalti, so a page polling it (or a loop) is held to a pace.
  route(
    app,
    checkPaymentEndpoint,
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await checkPayment({ db, config, userId: authOf(req).user.id, orderId: req.body.orderId }));
    },
    { config: limit(app, 20, '1 minute') },
  );

  // Under /payments; registered in a scope of its own for its form parser and its no-store hook.
  await app.register(gatewayReturnRoutes);
}
