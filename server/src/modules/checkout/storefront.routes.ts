import {
  IDEMPOTENCY_HEADER,
  ZApplyCouponBody,
  ZApplyCouponResponse,
  ZCheckoutSummaryBody,
  ZCheckoutSummaryResponse,
  ZCreditResponse,
  ZMessageResponse,
  ZPlaceOrderBody,
  ZPlaceOrderResponse,
  ZRedeemVoucherBody,
  ZRedeemVoucherResponse,
} from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { mergeVisitorCart } from '../cart/index.ts';
import { applyCoupon, removeCoupon } from './coupons.ts';
import { hashRequest, parseIdempotencyKey } from './idempotency.ts';
import { placeOrder } from './place-order.ts';
import { getCheckoutSummary } from './summary-service.ts';
import { creditBalance, redeemVoucher } from './vouchers.ts';

const tags = ['checkout'];

/** Checkout: coupons, vouchers, summary and place-order with an Idempotency-Key. */
export async function checkoutRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Coupon attempts are rate-limited, so codes cannot be guessed by trying many.
  const codeLimit = limit(app, 15, '1 minute');
  app.addHook('preHandler', app.requireUser);
  app.addHook('preHandler', mergeVisitorCart(app));
  answerPrivately(app);

  app.post(
    '/apply-coupon',
    { schema: { tags, body: ZApplyCouponBody, response: { 200: ZApplyCouponResponse } }, config: codeLimit },
    async (req) => {
      const { code, cartItems } = req.body;
      const result = await applyCoupon({ db, userId: authOf(req).user.id, code, itemIds: cartItems });
      return ok(result, { message: `Coupon ${result.code} applied` });
    },
  );

  app.post('/remove-coupon', { schema: { tags, response: { 200: ZMessageResponse } } }, async (req) => {
    await removeCoupon({ db, userId: authOf(req).user.id });
    return ok(null, { message: 'Coupon removed' });
  });

  app.post(
    '/redeem-voucher',
    {
      schema: { tags, body: ZRedeemVoucherBody, response: { 200: ZRedeemVoucherResponse } },
      config: codeLimit,
    },
    async (req) => {
      const result = await redeemVoucher({ db, userId: authOf(req).user.id, code: req.body.code });
      return ok(result, { message: 'Voucher redeemed: its value is now your credit' });
    },
  );

  app.get('/credit', { schema: { tags, response: { 200: ZCreditResponse } } }, async (req) =>
    ok({ balance: await creditBalance({ db, userId: authOf(req).user.id }) }),
  );

  app.post(
    '/checkout-summary',
    { schema: { tags, body: ZCheckoutSummaryBody, response: { 200: ZCheckoutSummaryResponse } } },
    async (req) => {
      const { cartItems, ...rest } = req.body;
      return ok(await getCheckoutSummary({ db, userId: authOf(req).user.id, itemIds: cartItems, ...rest }));
    },
  );

  app.post(
    '/place-order',
    {
      schema: {
        tags,
        body: ZPlaceOrderBody,
        response: { 200: ZPlaceOrderResponse, 201: ZPlaceOrderResponse },
      },
    },
    async (req, reply) => {
      const key = parseIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]);
      const { order, replayed } = await placeOrder({
        db,
        config: app.config,
        userId: authOf(req).user.id,
        input: req.body,
        idempotency: { key, requestHash: hashRequest(req.body) },
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      reply.code(replayed ? 200 : 201);
      return ok(order, { message: `Thank you! Your order ${order.number} has been placed.` });
    },
  );
}
