import {
  cancellationFee,
  slotStartOf,
  type TCancellationQuote,
  type TPartQuote,
  type TRefundMethod,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderParts, orders } from '../../db/schema/orders.ts';
import * as clock from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { termsOfStores } from '../cancellations/index.ts';
import { stores } from '../catalog/tables.ts';
import { timeSlots } from '../delivery/tables.ts';
import type { OrderRow, PartRow } from './parts.ts';

// What cancelling costs now, part by part: each from its own delivery day and slot and its
// store's terms. The quote endpoint and the cancellation itself (inside its transaction, on the
// locked rows) both work it out here, so what the shopper saw is what is checked.

/** Money that came through a gateway for the part; credit comes back apart and is never charged. */
const paidOf = (part: Pick<PartRow, 'paymentStatus' | 'totalPaisa'>) =>
  part.paymentStatus === 'paid' ? part.totalPaisa : 0;

/**
 * Where "back the way it was paid" goes: a gateway's refunds are made by staff by hand; money
 * that came any other way (cash) has no way back but the wallet.
 */
export const originalMethod = (order: Pick<OrderRow, 'paymentMethod'>): TRefundMethod =>
  order.paymentMethod === 'cod' ? 'wallet' : order.paymentMethod;

/** The quote of each given part (cancelled ones left out): three queries whatever their number. */
export async function quoteParts(
  db: DbOrTx,
  parts: readonly PartRow[],
  now = clock.now(),
): Promise<TPartQuote[]> {
  const live = parts.filter((p) => p.status !== 'cancelled');
  if (live.length === 0) return [];
  const storeIds = [...new Set(live.map((p) => p.storeId))];
  const [slots, names, terms] = await Promise.all([
    db
      .select({ id: timeSlots.id, startsAt: timeSlots.startsAt })
      .from(timeSlots)
      .where(inArray(timeSlots.id, [...new Set(live.map((p) => p.timeSlotId))])),
    db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, storeIds)),
    termsOfStores(db, storeIds),
  ]);
  return live.map((part) => {
    const startsAt = slots.find((s) => s.id === part.timeSlotId)?.startsAt ?? '00:00';
    const slotStart = slotStartOf(part.deliveryDate, startsAt);
    const t = terms.get(part.storeId) ?? { freeHours: 0, feePercent: 0 };
    const paidPaisa = paidOf(part);
    const fee = cancellationFee({ status: part.status, paidPaisa, slotStart, now, terms: t });
    return {
      partId: part.id,
      storeName: names.find((n) => n.id === part.storeId)?.name ?? '',
      term: fee.term,
      freeHours: t.freeHours,
      feePercent: t.feePercent,
      freeUntil: fee.freeUntil.toISOString(),
      slotStart: slotStart.toISOString(),
      paidPaisa,
      feePaisa: fee.feePaisa,
      refundPaisa: fee.refundPaisa,
    };
  });
}

/** The sums of a set of part quotes, and where their refund may go. */
function summarise(order: Pick<OrderRow, 'paymentMethod'>, parts: TPartQuote[]): TCancellationQuote {
  const sum = (k: 'paidPaisa' | 'feePaisa' | 'refundPaisa') => parts.reduce((s, p) => s + p[k], 0);
  const refundPaisa = sum('refundPaisa');
  const original = originalMethod(order);
  return {
    parts,
    paidPaisa: sum('paidPaisa'),
    feePaisa: sum('feePaisa'),
    refundPaisa,
    canCancel: parts.length > 0 && parts.every((p) => p.term !== 'closed'),
    refundTo: refundPaisa > 0 ? (original === 'wallet' ? ['wallet'] : ['wallet', original]) : [],
  };
}

/** GET cancellation-quote: the customer's own order (404 otherwise), whole or one part. */
export async function quoteCancellation(o: {
  db: DbOrTx;
  userId: string;
  orderId: string;
  partId?: string;
}): Promise<TCancellationQuote> {
  const [order] = await o.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, o.orderId), eq(orders.userId, o.userId)));
  if (!order) throw notFound(m.errors_not_found_order);
  const parts = await o.db.select().from(orderParts).where(eq(orderParts.orderId, order.id));
  const chosen = o.partId ? parts.filter((p) => p.id === o.partId) : parts;
  if (o.partId && chosen.length === 0) throw notFound(m.errors_not_found_order_part);
  return summarise(order, await quoteParts(o.db, chosen));
}
