import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, ZIsoDate, zText } from './common.ts';
import { success } from './envelope.ts';

// Stores' own coupons in the dashboard: percent or fixed, with a minimum order, usage limits and
// dates. A store's coupon takes off only its own products; an admin may also make shop-wide ones
// (no store). Money is in paisa like everywhere else in the API; dates are Kathmandu days.

export const COUPONS_PER_PAGE = 20;
export const COUPON_STATES = ['active', 'scheduled', 'paused', 'expired', 'used_up'] as const;
export type TCouponState = (typeof COUPON_STATES)[number];
/** Read when shown, so each page says it in its language. */
export const COUPON_STATE_LABEL: Record<TCouponState, string> = {
  get active() {
    return m.coupons_state_active();
  },
  get scheduled() {
    return m.coupons_state_scheduled();
  },
  get paused() {
    return m.coupons_state_paused();
  },
  get expired() {
    return m.coupons_state_expired();
  },
  get used_up() {
    return m.coupons_state_used_up();
  },
};

export const ZStoreCouponsQuery = z.object({
  page: numeric(z.number().int().min(1).max(10_000)).default(1),
  state: z.enum(COUPON_STATES, { error: 'Choose a valid state' }).optional(),
});

export const ZStoreCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  type: z.enum(['percent', 'fixed']),
  /** Percent (1-90) or paisa, by type. */
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  perUserLimit: z.number().int(),
  isActive: z.boolean(),
  state: z.enum(COUPON_STATES),
});
export type TStoreCoupon = z.infer<typeof ZStoreCoupon>;
export const ZStoreCouponsResponse = success(z.object({ coupons: z.array(ZStoreCoupon) }));
export const ZStoreCouponResponse = success(z.object({ coupon: ZStoreCoupon }));
export const ZCouponIdParams = z.object({
  id: numeric(z.number({ error: 'Choose one of your coupons' }).int().positive('Choose one of your coupons')),
});

const optionalInt = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), numeric(schema).nullable());

/** Create or change a coupon. */
export const ZStoreCouponBody = z
  .object({
    /** One of the user's stores; null (admins only) for the whole shop. */
    storeId: z.preprocess((v) => (v === '' ? null : v), numeric(z.number().int().positive()).nullable()),
    code: zText({ error: 'Enter a code' })
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(
        z
          .string()
          .min(3, 'Use 3 to 20 letters, digits or dashes')
          .max(20, 'Use 3 to 20 letters, digits or dashes')
          .regex(/^[A-Z0-9-]+$/, 'Use 3 to 20 letters, digits or dashes'),
      ),
    description: zText().trim().max(120, 'Keep the description under 120 characters').default(''),
    type: z.enum(['percent', 'fixed'], { error: 'Choose percent or a fixed amount' }),
    value: numeric(
      z.number({ error: 'Enter the discount' }).int('Enter a whole number').positive('Enter the discount'),
    ),
    maxDiscount: optionalInt(z.number().int().positive('The cap must be more than zero')),
    minSubtotal: numeric(z.number().int().min(0, 'The minimum cannot be negative')).default(0),
    startsOn: z.preprocess((v) => (v === '' ? null : v), ZIsoDate.nullable()).default(null),
    endsOn: z.preprocess((v) => (v === '' ? null : v), ZIsoDate.nullable()).default(null),
    usageLimit: optionalInt(z.number().int().min(1, 'Allow at least one use, or leave it empty')),
    perUserLimit: numeric(
      z.number().int().min(1, 'Allow each shopper at least one use').max(20, 'At most 20 uses per shopper'),
    ).default(1),
    isActive: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'percent' && c.value > 90)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent discount is 1 to 90' });
    if (c.type === 'fixed' && c.maxDiscount !== null)
      ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'A cap is only for percent discounts' });
    if (c.type === 'fixed' && c.minSubtotal > 0 && c.value > c.minSubtotal)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'The discount cannot be more than the minimum order',
      });
    if (c.startsOn && c.endsOn && c.endsOn < c.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day comes on or after the first' });
  });
export type TStoreCouponBody = z.input<typeof ZStoreCouponBody>;
