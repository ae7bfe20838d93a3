import { z } from 'zod';
import { success } from './envelope.ts';

// Invite a friend: a shopper shares their code or link; when a friend who signed up with it has an
// order delivered that meets the rules below, both of them earn credit, once, spent like any other
// credit at checkout.

/** The most each side earns for one friend, in paisa (NPR 200). */
export const REFERRAL_CREDIT_PAISA = 20_000;
/**
 * The least a friend's order must have cost in items (delivery not counted, discounts and credit
 * taken off), in paisa (NPR 500). Below it the credit would be most of what the order cost.
 */
export const REFERRAL_MIN_ORDER_PAISA = 50_000;
/**
 * Each side earns at most this share of what the order's items cost, so the two credits together
 * stay well under the order: NPR 100 each for an NPR 500 order, the full NPR 200 from NPR 1,000.
 */
export const REFERRAL_CREDIT_SHARE_PERCENT = 20;
/** The address parameter that carries a code into sign-up: /register?ref=ABCD2345. */
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_CODE_RE = /^[A-Z2-9]{8}$/;

/** What each side earns for an order whose items cost `itemsPaisa`; 0 below the minimum. */
export function referralCreditFor(itemsPaisa: number): number {
  if (itemsPaisa < REFERRAL_MIN_ORDER_PAISA) return 0;
  return Math.min(REFERRAL_CREDIT_PAISA, Math.floor((itemsPaisa * REFERRAL_CREDIT_SHARE_PERCENT) / 100));
}

/**
 * Why a friend's delivered order earned nothing, checked in this order. The invite stays open:
 * a later order that meets the rules still earns the credit.
 * - own_store: a store in the order is owned or staffed by the inviter or the friend;
 * - same_device: the friend signed in from the same device and network as the inviter;
 * - same_phone: the order's phone (or the friend's) is one of the inviter's numbers;
 * - same_address: the order went to one of the inviter's addresses;
 * - not_paid: the order was delivered but its money was not collected;
 * - below_minimum: the items cost less than REFERRAL_MIN_ORDER_PAISA.
 */
export const REFERRAL_WITHHELD_REASONS = [
  'own_store',
  'same_device',
  'same_phone',
  'same_address',
  'not_paid',
  'below_minimum',
] as const;
export type TReferralWithheldReason = (typeof REFERRAL_WITHHELD_REASONS)[number];

/** A code as typed or carried in a link: case and spaces do not matter; a bad one is ignored. */
export const ZReferralCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(20)
  .transform((s) => (REFERRAL_CODE_RE.test(s) ? s : undefined));

export const ZReferredPerson = z.object({
  /** First name only: the rest of a friend's account stays theirs. */
  name: z.string(),
  joinedAt: z.string(),
  /** waiting: no order delivered yet; withheld: the last delivered order did not count. */
  status: z.enum(['waiting', 'withheld', 'rewarded']),
  rewardedAt: z.string().nullable(),
  /** What each side earned, once rewarded. */
  credit: z.number().int().nullable(),
  /** Why the last delivered order earned nothing, while withheld. */
  reason: z.enum(REFERRAL_WITHHELD_REASONS).nullable(),
});
export type TReferredPerson = z.infer<typeof ZReferredPerson>;

export const ZPromotion = z.object({
  code: z.string(),
  link: z.string(),
  /** The most each side earns per friend. */
  creditPerFriend: z.number().int(),
  /** The least a friend's order must cost in items to count. */
  minOrder: z.number().int(),
  /** Each side earns at most this share (percent) of what the order's items cost. */
  creditSharePercent: z.number().int(),
  earned: z.number().int(),
  people: z.array(ZReferredPerson),
});
export type TPromotion = z.infer<typeof ZPromotion>;
export const ZPromotionResponse = success(ZPromotion);
