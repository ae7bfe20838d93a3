import type { TGiftTracking, TOrderStatus } from '@upahar/contract';
import { ORDER_STATUSES } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents, orderItems, orderParts, orders } from '../../db/schema/orders.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { users } from '../auth/tables.ts';
import { recipientOf } from './recipient.ts';

// The page a gift's recipient opens from their text. The token names one drop of one order; the
// answer is built from that drop's parts alone, and carries no price, no other recipient, no
// note between the shop and the sender, and the sender's name only if they did not hide it.

const rank = (s: TOrderStatus) => ORDER_STATUSES.indexOf(s);

export async function giftTracking(o: { db: DbOrTx; token: string }): Promise<TGiftTracking> {
  const parts = await o.db
    .select({ part: orderParts, order: { address: orders.address, userId: orders.userId } })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.recipientTokenHash, hashToken(o.token)))
    .orderBy(asc(orderParts.number));
  const [first] = parts;
  if (!first) throw notFound(m.errors_gifting_not_found);
  const ids = parts.map((p) => p.part.id);
  const [items, events, [sender]] = await Promise.all([
    o.db
      .select({ name: orderItems.name, quantity: orderItems.quantity, image: orderItems.image })
      .from(orderItems)
      .where(inArray(orderItems.partId, ids))
      .orderBy(asc(orderItems.id)),
    o.db
      .select({ status: orderEvents.status, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(inArray(orderEvents.partId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    o.db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.id, first.order.userId))),
  ]);
  const live = parts.filter((p) => p.part.status !== 'cancelled');
  const status = live.length
    ? live.map((p) => p.part.status).reduce((a, b) => (rank(b) < rank(a) ? b : a))
    : 'cancelled';
  // A step is shown once, when the drop's first part reached it.
  const seen = new Set<TOrderStatus>();
  const steps = events.filter((e) => !seen.has(e.status) && seen.add(e.status));
  const who = recipientOf(first.part, first.order.address);
  return {
    receiverName: who.receiverName,
    sender: first.part.hideSender ? null : (sender?.name ?? null),
    giftMessage: first.part.giftMessage,
    locationName: who.locationName,
    deliveryDate: first.part.deliveryDate,
    slotLabel: first.part.slotLabel,
    status,
    items,
    steps: steps.map((e) => ({ status: e.status, at: e.at.toISOString() })),
  };
}
