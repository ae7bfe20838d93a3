import { formatPrice, referralCreditFor } from '@upahar/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { referrals } from '../../db/schema/referrals.ts';
import * as clock from '../../lib/clock.ts';
import { racePoint } from '../../lib/race-points.ts';
import { users } from '../auth/tables.ts';
import { postCredit } from '../credits/index.ts';
import { queueEmail } from '../mail/index.ts';
import type { orderParts, orders } from '../orders/tables.ts';
import { itemsPaid, withheldReason } from './eligibility.ts';

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Called in the transaction that marks an order delivered, with the order and its parts as they
 * now are. An invited shopper's order that meets the rules earns both sides credit; one that
 * does not records why, and the invite waits for a later order. The conditional update claims
 * the reward, so of two deliveries at once only one pays it, and a later delivery pays nothing.
 */
export async function rewardReferral(
  tx: DbOrTx,
  o: { order: typeof orders.$inferSelect; parts: readonly (typeof orderParts.$inferSelect)[] },
) {
  const friendId = o.order.userId;
  const [open] = await tx
    .select({ id: referrals.id, inviter: referrals.referrerUserId })
    .from(referrals)
    .where(and(eq(referrals.referredUserId, friendId), isNull(referrals.rewardedAt)));
  if (!open) return;
  const reason = await withheldReason(tx, { inviter: open.inviter, order: o.order, parts: o.parts });
  await racePoint('referral-reward:claim');
  const unrewarded = and(eq(referrals.id, open.id), isNull(referrals.rewardedAt));
  if (reason) {
    await tx.update(referrals).set({ withheldReason: reason, orderId: o.order.id }).where(unrewarded);
    return;
  }
  const credit = referralCreditFor(itemsPaid(o.parts));
  const [claimed] = await tx
    .update(referrals)
    .set({ rewardedAt: clock.now(), rewardPaisa: credit, withheldReason: null, orderId: o.order.id })
    .where(unrewarded)
    .returning({ id: referrals.id });
  if (!claimed) return;
  await postCredit(tx, [
    { userId: open.inviter, amountPaisa: credit, reason: 'A friend you invited had an order delivered' },
    { userId: friendId, amountPaisa: credit, reason: 'Welcome credit for joining with a friend’s invite' },
  ]);
  await tellInviter(tx, { inviter: open.inviter, friendId, credit });
}

async function tellInviter(tx: DbOrTx, o: { inviter: string; friendId: string; credit: number }) {
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`${users.id} in (${o.inviter}, ${o.friendId})`);
  const inviter = people.find((p) => p.id === o.inviter);
  const friend = people.find((p) => p.id === o.friendId);
  if (!inviter || !friend) return;
  const amount = formatPrice(o.credit);
  await queueEmail({
    db: tx,
    mail: {
      to: inviter.email,
      subject: `${firstName(friend.name)}’s order was delivered: ${amount} credit for you`,
      text: [
        `Namaste ${inviter.name},`,
        '',
        `${firstName(friend.name)} joined Upahar with your invite and their order has been delivered.`,
        `We have added ${amount} to your credit; it is taken off your next order at checkout.`,
      ].join('\n'),
    },
  });
}

/** Whether the order's delivery paid an invite's credit (to the shopper and their friend). */
export async function rewardedByOrder(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.orderId, orderId), isNotNull(referrals.rewardedAt)))
    .limit(1);
  return row !== undefined;
}
