import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderParts, orders } from '../../db/schema/orders.ts';
import { restockPart } from '../catalog/index.ts';
import { giveBackCoupon } from '../coupons/index.ts';
import { postCredit } from '../credits/index.ts';
import { releaseSlot, releaseStoreSlot } from '../delivery/index.ts';

// What an order holds while it is alive: a place in its time slot, ready-made stock, a coupon use
// and spent voucher credit. Checkout takes each inside the order's transaction; a cancelled part
// gives them back here, each through the module that keeps it.

/**
 * Gives back what a cancelled part of an order held: its lines' stock and its share of voucher
 * credit. The slot belongs to the part's drop (one recipient's delivery) and comes back when the
 * drop's last part is cancelled (`lastOfDrop`); the coupon belongs to the whole order and comes
 * back when its last part is (`lastPart`). Called inside the transaction that holds the order and part rows, so it
 * runs once per cancellation.
 */
export async function releasePartHolds({
  tx,
  partId,
  lastPart,
  lastOfDrop,
}: {
  tx: Tx;
  partId: string;
  lastPart: boolean;
  lastOfDrop: boolean;
}) {
  const [part] = await tx
    .select({
      orderId: orders.id,
      userId: orders.userId,
      couponId: orders.couponId,
      credit: orderParts.creditPaisa,
      number: orderParts.number,
      storeId: orderParts.storeId,
      partSlotId: orderParts.timeSlotId,
      partDate: orderParts.deliveryDate,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.id, partId));
  if (!part) return;
  const orderId = part.orderId;
  // The store's own place in the slot comes back with its part.
  await releaseStoreSlot(tx, { storeId: part.storeId, slotId: part.partSlotId, date: part.partDate });
  // The slot first, as checkout books it before taking stock: both take the rows in one order.
  if (lastOfDrop) await releaseSlot(tx, { slotId: part.partSlotId, date: part.partDate });
  await restockPart(tx, partId);
  if (part.credit > 0) {
    await postCredit(tx, {
      userId: part.userId,
      amountPaisa: part.credit,
      reason: `Credit back from cancelled order ${part.number}`,
      orderId,
    });
  }
  if (!lastPart) return;
  if (part.couponId !== null) await giveBackCoupon(tx, { couponId: part.couponId, orderId });
}
