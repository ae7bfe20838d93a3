import { randomInt } from 'node:crypto';
import {
  REFERRAL_CREDIT_PAISA,
  REFERRAL_CREDIT_SHARE_PERCENT,
  REFERRAL_MIN_ORDER_PAISA,
  REFERRAL_PARAM,
  type TPromotion,
} from '@upahar/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { referralCodes, referrals } from '../../db/schema/referrals.ts';
import { users } from '../auth/tables.ts';
import { firstName } from './reward.ts';

// Invite a friend. A code is made the first time its owner asks for it; a friend who signs up
// with it is linked once; the friend's first delivered order that meets the rules (reward.ts)
// earns both sides credit, once.

/** No 0/O or 1/I: a code read aloud or copied from a screenshot is not mistaken. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The user's code, made now if they have none; a clash with another code draws again. */
async function referralCodeOf(db: DbOrTx, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [mine] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (mine) return mine.code;
    // Two first visits at once: one insert wins, the other reads its code on the next turn.
    await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing();
  }
  throw new Error('Could not make a referral code');
}

/**
 * Links a new account to the owner of `code`, inside the sign-up's transaction. An unknown code,
 * or the person's own, is ignored: sign-up answers the same either way.
 */
export async function linkReferral(tx: DbOrTx, o: { userId: string; code: string | undefined }) {
  if (!o.code) return;
  const [owner] = await tx
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, o.code), ne(referralCodes.userId, o.userId)));
  if (!owner) return;
  await tx
    .insert(referrals)
    .values({ referrerUserId: owner.userId, referredUserId: o.userId })
    .onConflictDoNothing();
}

/** /profile/promotion: the code and link, what they earned, and who joined with them. */
export async function getPromotion(o: {
  db: DbOrTx;
  userId: string;
  publicUrl: string;
}): Promise<TPromotion> {
  const code = await referralCodeOf(o.db, o.userId);
  const rows = await o.db
    .select({
      name: users.name,
      joinedAt: referrals.createdAt,
      rewardedAt: referrals.rewardedAt,
      rewardPaisa: referrals.rewardPaisa,
      withheldReason: referrals.withheldReason,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerUserId, o.userId))
    .orderBy(asc(referrals.createdAt), asc(referrals.id));
  return {
    code,
    link: `${o.publicUrl}/register?${REFERRAL_PARAM}=${code}`,
    creditPerFriend: REFERRAL_CREDIT_PAISA,
    minOrder: REFERRAL_MIN_ORDER_PAISA,
    creditSharePercent: REFERRAL_CREDIT_SHARE_PERCENT,
    earned: rows.reduce((sum, r) => sum + (r.rewardedAt ? (r.rewardPaisa ?? 0) : 0), 0),
    people: rows.map((r) => ({
      name: firstName(r.name),
      joinedAt: r.joinedAt.toISOString(),
      status: r.rewardedAt ? 'rewarded' : r.withheldReason ? 'withheld' : 'waiting',
      rewardedAt: r.rewardedAt ? r.rewardedAt.toISOString() : null,
      credit: r.rewardedAt ? r.rewardPaisa : null,
      reason: r.rewardedAt ? null : r.withheldReason,
    })),
  };
}
