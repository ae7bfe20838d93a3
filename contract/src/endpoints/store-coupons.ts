import { defineEndpoint } from '../endpoint.ts';
import {
  ZCouponIdParams,
  ZStoreCouponBody,
  ZStoreCouponResponse,
  ZStoreCouponsQuery,
  ZStoreCouponsResponse,
} from '../store-coupons.ts';

// A store's own coupons: its owner and managers make and change them, an admin any (and shop-wide
// ones). Another store's coupon answers 404.
const coupons = { surface: 'dashboard', tag: 'dashboard coupons', access: 'staff' } as const;

export const listStoreCoupons = defineEndpoint({
  ...coupons,
  id: 'listStoreCoupons',
  method: 'GET',
  path: '/coupons',
  summary: "A page of the coupons of the user's stores (an admin: all), newest first, optionally by state",
  query: ZStoreCouponsQuery,
  response: ZStoreCouponsResponse,
});

export const createStoreCoupon = defineEndpoint({
  ...coupons,
  id: 'createStoreCoupon',
  auditLabel: 'Created a coupon',
  method: 'POST',
  path: '/coupons',
  summary: 'Make a coupon for one of your stores; 409 when the code is taken',
  body: ZStoreCouponBody,
  response: ZStoreCouponResponse,
  errors: [404, 409],
});

export const updateStoreCoupon = defineEndpoint({
  ...coupons,
  id: 'updateStoreCoupon',
  auditLabel: 'Changed a coupon',
  method: 'PUT',
  path: '/coupons/:id',
  summary: 'Change a coupon, pause or resume it; a used code keeps its code and store',
  params: ZCouponIdParams,
  body: ZStoreCouponBody,
  response: ZStoreCouponResponse,
  errors: [404, 409],
});
