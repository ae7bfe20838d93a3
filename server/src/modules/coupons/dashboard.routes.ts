import { COUPONS_PER_PAGE } from '@upahar/contract';
import { createStoreCoupon, listStoreCoupons, updateStoreCoupon } from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { type CouponStaff, createCoupon, listCoupons, updateCoupon } from './store-coupons.ts';

/** The requireStaff guard has let only sellers and admins through. */
function staffOf(req: FastifyRequest): CouponStaff {
  const { user } = authOf(req);
  return { userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' };
}

/** Stores make and change their own coupons. */
export async function couponDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);

  route(app, listStoreCoupons, async (req) => {
    const { page, state } = req.query;
    const data = await listCoupons({ db, staff: staffOf(req), page, state });
    return ok(
      { coupons: data.coupons },
      { pagination: paginate(data.total, data.coupons.length, COUPONS_PER_PAGE, page) },
    );
  });

  route(app, createStoreCoupon, async (req) => {
    const coupon = await createCoupon({ db, staff: staffOf(req), body: req.body });
    return ok({ coupon }, { message: `Coupon ${coupon.code} is ready` });
  });

  route(app, updateStoreCoupon, async (req) => {
    const coupon = await updateCoupon({ db, staff: staffOf(req), id: req.params.id, body: req.body });
    return ok({ coupon }, { message: `Coupon ${coupon.code} saved` });
  });
}
