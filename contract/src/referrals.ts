import { z } from 'zod';
import { success } from './envelope.ts';

// Invite a friend: a shopper shares their code or link; a friend who signs up with it and whose
// first order is delivered earns both of them credit, once, spent like any other credit at
// checkout.

/** What each side earns, in paisa (NPR 200). */
export const REFERRAL_CREDIT_PAISA = 20_000;
/** The address parameter that carries a code into sign-up: /register?ref=ABCD2345. */
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_CODE_RE = /^[A-Z2-9]{8}$/;

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
  status: z.enum(['waiting', 'rewarded']),
  rewardedAt: z.string().nullable(),
});
export type TReferredPerson = z.infer<typeof ZReferredPerson>;

export const ZPromotion = z.object({
  code: z.string(),
  link: z.string(),
  creditPerFriend: z.number().int(),
  earned: z.number().int(),
  people: z.array(ZReferredPerson),
});
export type TPromotion = z.infer<typeof ZPromotion>;
export const ZPromotionResponse = success(ZPromotion);
