import { randomInt } from 'node:crypto';
import { formatPrice, REFERRAL_CREDIT_PAISA, REFERRAL_PARAM, type TPromotion } from '@upahar/contract';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { referralCodes, referrals, userCredits, users } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { queueEmail } from '../mail/index.ts';

// Invite a friend. A code is made the first time its owner asks for it; a friend who signs up
// with it is linked once; the friend's first delivered order earns both sides credit, once.

/** No 0/O or 1/I: a code read aloud or copied from a screenshot is not mistaken. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The user's code, made now if they have none; a clash with another code draws again. */
export async function referralCodeOf(db: DbOrTx, userId: string): Promise<string> {
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

/**
 * Called in the transaction that marks an order delivered. The conditional update claims the
 * reward, so of two deliveries at once only one pays it, and a later delivery pays nothing.
 */
export async function rewardReferral(tx: DbOrTx, o: { userId: string; orderId: string }) {
  const [claimed] = await tx
    .update(referrals)
    .set({ rewardedAt: clock.now(), orderId: o.orderId })
    .where(and(eq(referrals.referredUserId, o.userId), isNull(referrals.rewardedAt)))
    .returning({ referrer: referrals.referrerUserId });
  if (!claimed) return;
  await tx.insert(userCredits).values([
    {
      userId: claimed.referrer,
      amountPaisa: REFERRAL_CREDIT_PAISA,
      reason: 'A friend you invited got their first order',
    },
    {
      userId: o.userId,
      amountPaisa: REFERRAL_CREDIT_PAISA,
      reason: 'Welcome credit for joining with a friend’s invite',
    },
  ]);
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`${users.id} in (${claimed.referrer}, ${o.userId})`);
  const referrer = people.find((p) => p.id === claimed.referrer);
  const friend = people.find((p) => p.id === o.userId);
  if (!referrer || !friend) return;
  const amount = formatPrice(REFERRAL_CREDIT_PAISA);
  await queueEmail({
    db: tx,
    mail: {
      to: referrer.email,
      subject: `${firstName(friend.name)} got their first order: ${amount} credit for you`,
      text: [
        `Namaste ${referrer.name},`,
        '',
        `${firstName(friend.name)} joined Upahar with your invite and their first order has been delivered.`,
        `We have added ${amount} to your credit; it is taken off your next order at checkout.`,
      ].join('\n'),
    },
  });
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

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
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerUserId, o.userId))
    .orderBy(asc(referrals.createdAt), asc(referrals.id));
  return {
    code,
    link: `${o.publicUrl}/register?${REFERRAL_PARAM}=${code}`,
    creditPerFriend: REFERRAL_CREDIT_PAISA,
    earned: rows.filter((r) => r.rewardedAt !== null).length * REFERRAL_CREDIT_PAISA,
    people: rows.map((r) => ({
      name: firstName(r.name),
      joinedAt: r.joinedAt.toISOString(),
      status: r.rewardedAt ? 'rewarded' : 'waiting',
      rewardedAt: r.rewardedAt ? r.rewardedAt.toISOString() : null,
    })),
  };
}
