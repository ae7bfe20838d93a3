import { addDays, todayInKathmandu } from '@upahar/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { postCredit } from '../../modules/credits/index.ts';
import { postCancellationFee } from '../../modules/earnings/index.ts';
import type { Tx } from '../client.ts';
import { createOrder } from '../factories/orders.ts';
import {
  cancellationRefunds,
  deliveryLocations,
  orderParts,
  orders as ordersTable,
  products,
  shopCancellationTerms,
  storeCancellationTerms,
  stores,
  timeSlots,
  users,
} from '../schema/index.ts';

// Fair cancellation in the demo: the shop's default terms, a strict bakery and a lenient
// florist, and two paid orders the demo customer cancelled late: one refunded to the wallet at
// once, one waiting for staff to refund through eSewa. Each kept a fee, which its store sees in
// its earnings.

const TERMS = [
  // The demo seller's bakery: big cakes are baked ahead, so cancelling late costs half.
  { slug: 'annapurna-bakers', freeHours: 48, feePercent: 50 },
  { slug: 'phoolbari-florists', freeHours: 6, feePercent: 10 },
] as const;

export async function seedCancellations(tx: Tx) {
  await tx.insert(shopCancellationTerms).values({ id: 1, freeHours: 24, feePercent: 25 });
  const storeRows = await tx.select({ id: stores.id, slug: stores.slug }).from(stores);
  for (const t of TERMS) {
    const store = storeRows.find((s) => s.slug === t.slug);
    if (store) await tx.insert(storeCancellationTerms).values({ storeId: store.id, ...t });
  }
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'customer@upahar.demo'));
  const bakery = storeRows.find((s) => s.slug === 'annapurna-bakers');
  const [location] = await tx
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(asc(deliveryLocations.sortOrder))
    .limit(1);
  const [slot] = await tx.select({ id: timeSlots.id }).from(timeSlots).orderBy(asc(timeSlots.id)).limit(1);
  if (!customer || !bakery || !location || !slot) return;
  const cakes = await tx
    .select({ id: products.id, price: products.sellingPricePaisa })
    .from(products)
    .where(and(eq(products.storeId, bakery.id), eq(products.type, 'cake'), isNull(products.stock)))
    .orderBy(asc(products.slug))
    .limit(4);
  if (cakes.length < 4) return;
  const now = clock.now();
  const today = todayInKathmandu(now);
  for (const [i, method] of (['wallet', 'esewa'] as const).entries()) {
    const cake = cakes[2 + i];
    const order = await createOrder(tx, {
      userId: customer.id,
      status: 'cancelled',
      paymentMethod: 'esewa',
      paymentStatus: 'paid',
      items: [{ productId: cake.id, quantity: 1, unitPricePaisa: cake.price, optionsLabel: '2 lb' }],
      deliveryLocationId: location.id,
      timeSlotId: slot.id,
      deliveryDate: addDays(today, 1 + i),
      address: { receiverName: 'Aarati Gurung', landmark: 'Blue gate opposite the Ganesh temple' },
      placedAt: new Date(now.getTime() - (30 - i * 6) * 3600 * 1000),
      cancelReason: 'The delivery date or time no longer suits me',
    });
    const [part] = order.parts;
    // Cancelled inside the bakery's 48 hours: half of what was paid is kept.
    const fee = Math.floor(part.totalPaisa / 2);
    const amount = part.totalPaisa - fee;
    const status = method === 'wallet' ? 'refunded' : 'refund_due';
    await tx.update(orderParts).set({ paymentStatus: status }).where(eq(orderParts.id, part.id));
    await tx.update(ordersTable).set({ paymentStatus: status }).where(eq(ordersTable.id, order.id));
    await tx.insert(cancellationRefunds).values({
      orderId: order.id,
      partId: part.id,
      storeId: bakery.id,
      userId: customer.id,
      paidPaisa: part.totalPaisa,
      amountPaisa: amount,
      feePaisa: fee,
      method,
      status: method === 'wallet' ? 'done' : 'to_do',
      doneAt: method === 'wallet' ? now : null,
      createdAt: new Date(now.getTime() - (20 - i * 6) * 3600 * 1000),
    });
    if (method === 'wallet')
      await postCredit(tx, {
        userId: customer.id,
        amountPaisa: amount,
        reason: `Refund of cancelled order ${part.number}`,
        orderId: order.id,
      });
    await postCancellationFee(tx, { part, fee });
  }
}
