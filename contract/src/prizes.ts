import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, ZPageQuery, zText } from './common.ts';
import { success } from './envelope.ts';

// Prizes the games and contests hand out, defined once by staff and reused: a personal coupon
// code, credit in the wallet checkout spends, or a code for one free product. Money is in paisa.

export const PRIZE_KINDS = ['coupon', 'credit', 'product'] as const;
export type TPrizeKind = (typeof PRIZE_KINDS)[number];
/** Read when shown, so each page says it in its language. */
export const PRIZE_KIND_LABEL: Record<TPrizeKind, string> = {
  get coupon() {
    return m.prizes_kind_coupon();
  },
  get credit() {
    return m.prizes_kind_credit();
  },
  get product() {
    return m.prizes_kind_product();
  },
};
export const PRIZE_SOURCES = ['roulette', 'contest', 'quiz', 'treasure'] as const;
export type TPrizeSource = (typeof PRIZE_SOURCES)[number];
export const PRIZE_SOURCE_LABEL: Record<TPrizeSource, string> = {
  get roulette() {
    return m.prizes_source_roulette();
  },
  get contest() {
    return m.prizes_source_contest();
  },
  get quiz() {
    return m.prizes_source_quiz();
  },
  get treasure() {
    return m.prizes_source_treasure();
  },
};
export const PRIZES_PER_PAGE = 20;

export const ZPrize = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(PRIZE_KINDS),
  couponType: z.enum(['percent', 'fixed']).nullable(),
  /** Percent or paisa, by coupon type. */
  couponValue: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  credit: z.number().int().nullable(),
  product: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  validDays: z.number().int(),
  isActive: z.boolean(),
  /** How many times it has been won. */
  awarded: z.number().int(),
});
export type TPrize = z.infer<typeof ZPrize>;

const optionalInt = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), numeric(schema).nullable());

/** Create or change a prize. What a kind needs is checked below, one message per missing field. */
export const ZPrizeBody = z
  .object({
    title: zText({ error: 'Name the prize' })
      .trim()
      .min(3, 'Name the prize in 3 to 80 characters')
      .max(80, 'Name the prize in 3 to 80 characters'),
    kind: z.enum(PRIZE_KINDS, { error: 'Choose what the prize is' }),
    couponType: z
      .preprocess((v) => (v === '' ? null : v), z.enum(['percent', 'fixed']).nullable())
      .default(null),
    couponValue: optionalInt(z.number().int('Enter a whole number').positive('Enter the discount')).default(
      null,
    ),
    minSubtotal: numeric(z.number().int().min(0, 'The minimum cannot be negative')).default(0),
    credit: optionalInt(z.number().int('Enter a whole amount').positive('Enter the credit')).default(null),
    productId: z
      .preprocess((v) => (v === '' ? null : v), z.string().uuid('Choose a product').nullable())
      .default(null),
    validDays: numeric(
      z
        .number()
        .int()
        .min(1, 'Keep a won code for 1 to 365 days')
        .max(365, 'Keep a won code for 1 to 365 days'),
    ).default(30),
    isActive: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'coupon') {
      if (!b.couponType)
        ctx.addIssue({ code: 'custom', path: ['couponType'], message: 'Choose percent or a fixed amount' });
      if (!b.couponValue)
        ctx.addIssue({ code: 'custom', path: ['couponValue'], message: 'Enter the discount' });
      else if (b.couponType === 'percent' && b.couponValue > 100)
        ctx.addIssue({ code: 'custom', path: ['couponValue'], message: 'A percent discount is at most 100' });
    }
    if (b.kind === 'credit' && !b.credit)
      ctx.addIssue({ code: 'custom', path: ['credit'], message: 'Enter the credit' });
    if (b.kind === 'product' && !b.productId)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'Choose a product' });
  });
export type TPrizeBody = z.input<typeof ZPrizeBody>;

export const ZPrizeIdParams = z.object({
  id: numeric(z.number({ error: 'Choose a prize' }).int().positive('Choose a prize')),
});
export const ZPrizesResponse = success(z.object({ prizes: z.array(ZPrize) }));
export const ZPrizeResponse = success(z.object({ prize: ZPrize }));

/** A prize someone won: what, for what, and the code or credit it gave. */
export const ZPrizeAward = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(PRIZE_KINDS),
  source: z.enum(PRIZE_SOURCES),
  reason: z.string(),
  wonAt: z.string(),
  /** The personal code (coupon and product prizes) and whether it is still usable. */
  code: z.string().nullable(),
  codeState: z.enum(['usable', 'used', 'expired']).nullable(),
  expiresAt: z.string().nullable(),
  /** Credit added to the wallet, in paisa. */
  credit: z.number().int().nullable(),
  product: z.object({ name: z.string(), slug: z.string() }).nullable(),
});
export type TPrizeAward = z.infer<typeof ZPrizeAward>;
export const ZMyPrizesResponse = success(z.object({ prizes: z.array(ZPrizeAward) }));

/** The staff's list of awards: every prize handed out, with its winner. */
export const ZStaffAward = ZPrizeAward.extend({
  winner: z.object({ name: z.string(), email: z.string() }),
});
export const ZStaffAwardsQuery = ZPageQuery.extend({
  source: z.enum(PRIZE_SOURCES, { error: 'Choose a valid source' }).optional(),
});
export const ZStaffAwardsResponse = success(z.object({ awards: z.array(ZStaffAward) }));
