import type { TCouponState, TStoreCouponBody } from '@upahar/contract';
import { createStoreCoupon, listStoreCoupons, updateStoreCoupon } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// A store's coupon calls under the dashboard API; each answers the coupon as saved.

export const fetchCoupons = (page: number, state: TCouponState | undefined, signal?: AbortSignal) =>
  callApi(listStoreCoupons, { query: { page, state } }, { signal });

export const saveCoupon = (id: number | null, body: TStoreCouponBody) =>
  id === null ? callApi(createStoreCoupon, { body }) : callApi(updateStoreCoupon, { params: { id }, body });
