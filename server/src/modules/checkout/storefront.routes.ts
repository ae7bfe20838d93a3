import { IDEMPOTENCY_HEADER } from '@upahar/contract';
import {
  applyCoupon as applyCouponEndpoint,
  getCheckoutSummary,
  getCredit,
  placeOrder as placeOrderEndpoint,
  redeemVoucher as redeemVoucherEndpoint,
  removeCoupon as removeCouponEndpoint,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { rememberLanguage } from '../auth/index.ts';
import { mergeVisitorCart } from '../cart/index.ts';
import { creditBalance } from '../credits/index.ts';
import { applyCoupon, removeCoupon } from './coupons.ts';
import { hashRequest, parseIdempotencyKey } from './idempotency.ts';
import { placeOrder } from './place-order.ts';
import { cartDeliveryRoutes } from './storefront-delivery.routes.ts';
import { getCheckoutSummary as summarise } from './summary.ts';
import { redeemVoucher } from './vouchers.ts';

/**
 * Checkout: the delivery charge and slots of the cart, coupons, vouchers and credit, the summary,
 * and place-order with an Idempotency-Key.
 */
export async function checkoutRoutes(app: FastifyInstance) {
  // Side by side: the cart's delivery answers serve visitors too and set their own caching.
  await app.register(cartDeliveryRoutes);
  await app.register(paymentStepRoutes);
}

/** Signed-in users only, and nothing here is kept by shared caches. */
async function paymentStepRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // A visitor's cart carried in just after login joins the user's before checkout reads it.
  const merged = { preHandler: mergeVisitorCart(app) };
  // Coupon and voucher attempts are rate limited: codes must not be guessable by trying.
  const codes = { ...merged, config: limit(app, 15, '1 minute') };
  answerPrivately(app);

  route(
    app,
    applyCouponEndpoint,
    async (req) => {
      const { code, cartItems } = req.body;
      const result = await applyCoupon({ db, userId: authOf(req).user.id, code, itemIds: cartItems });
      return ok(result, { message: m.checkout_said_coupon_applied({ code: result.code }) });
    },
    codes,
  );

  route(
    app,
    removeCouponEndpoint,
    async (req) => {
      await removeCoupon({ db, userId: authOf(req).user.id });
      return ok(null, { message: m.checkout_said_coupon_removed() });
    },
    merged,
  );

  route(
    app,
    redeemVoucherEndpoint,
    async (req) => {
      const result = await redeemVoucher({ db, userId: authOf(req).user.id, code: req.body.code });
      return ok(result, { message: m.checkout_said_voucher_redeemed() });
    },
    codes,
  );

  route(
    app,
    getCredit,
    async (req) => ok({ balance: await creditBalance({ db, userId: authOf(req).user.id }) }),
    merged,
  );

  route(
    app,
    getCheckoutSummary,
    async (req) => {
      const { cartItems, ...rest } = req.body;
      return ok(await summarise({ db, userId: authOf(req).user.id, itemIds: cartItems, ...rest }));
    },
    merged,
  );

  route(
    app,
    placeOrderEndpoint,
    async (req, reply) => {
      const key = parseIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]);
      // The order's e-mails and texts, now and later, are written in the language it was placed in.
      await rememberLanguage(db, authOf(req).user.id);
      const { order, replayed } = await placeOrder({
        db,
        config: app.config,
        userId: authOf(req).user.id,
        input: req.body,
        idempotency: { key, requestHash: hashRequest(req.body) },
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      reply.code(replayed ? 200 : 201);
      return ok(order, { message: m.checkout_said_order_placed({ number: order.number }) });
    },
    merged,
  );
}
