import {
  ZCheckPaymentBody,
  ZCheckPaymentResponse,
  ZPaymentGatewaysQuery,
  ZPaymentGatewaysResponse,
  ZPaymentMethodsResponse,
  ZProcessPaymentBody,
  ZProcessPaymentResponse,
} from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { checkPayment } from './check-service.ts';
import { gatewayReturnRoutes } from './gateway-return.routes.ts';
import { listGateways } from './gateways-service.ts';
import { DEFAULT_PAYMENT_METHOD, enabledPaymentMethods } from './methods.ts';
import { processPayment } from './process-service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** Payments: methods, gateways, process-payment and gateway returns. */
export async function paymentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = app.config;

  app.get(
    '/payment-methods',
    { schema: { tags, response: { 200: ZPaymentMethodsResponse } } },
    async (_req, reply) => {
      // Changes only with configuration, i.e. on a restart.
      reply.header('Cache-Control', 'public, max-age=300');
      return ok({
        paymentMethods: enabledPaymentMethods(config),
        defaultPaymentMethod: DEFAULT_PAYMENT_METHOD,
      });
    },
  );

  app.get(
    '/payment-gateways',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        querystring: ZPaymentGatewaysQuery,
        response: { 200: ZPaymentGatewaysResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await listGateways({ db, config, userId: authOf(req).user.id, orderId: req.query.orderId }));
    },
  );

  app.post(
    '/process-payment',
    {
      preHandler: app.requireUser,
      config: limit(app, 10, '1 minute'),
      schema: { tags, security, body: ZProcessPaymentBody, response: { 200: ZProcessPaymentResponse } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const action = await processPayment({ db, config, userId: authOf(req).user.id, body: req.body });
      return ok(
        action,
        action.action === 'none' ? { message: 'You will pay in cash when your order arrives' } : {},
      );
    },
  );

  // Each call asks eSewa or Khalti, so a page polling it (or a loop) is held to a pace.
  app.post(
    '/check-payment',
    {
      preHandler: app.requireUser,
      config: limit(app, 20, '1 minute'),
      schema: { tags, security, body: ZCheckPaymentBody, response: { 200: ZCheckPaymentResponse } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await checkPayment({ db, config, userId: authOf(req).user.id, orderId: req.body.orderId }));
    },
  );

  await app.register(gatewayReturnRoutes, { prefix: '/payments' });
}
