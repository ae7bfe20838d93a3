import { addDays, kathmanduInstant, todayInKathmandu } from '@upahar/contract';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { balanceOf, makeStatements, postDelivery } from '../../modules/earnings/index.ts';
import type { Tx } from '../client.ts';
import {
  ledgerEntries,
  orderEvents,
  orderParts,
  orders,
  storePayouts,
  stores,
  users,
} from '../schema/index.ts';

// The demo's month of delivered orders is written to the stores' ledger as if each part had been
// delivered through the dashboard, on the day it was; then an admin paid the demo bakery what it
// was owed when this week began, and each store got its weekly statements. So the Earnings and Payouts pages are not empty on first start.

export async function seedEarnings(tx: Tx) {
  // Stores deliver with their own riders and keep the cash they collect, so on cash orders they
  // owe the shop its commission; Upahar's riders deliver for the demo seller's bakery, which the
  // shop then owes its takings.
  await tx.update(stores).set({ deliveredBy: 'shop' }).where(eq(stores.slug, 'annapurna-bakers'));
  const delivered = await tx
    .select({
      part: orderParts,
      cod: sql<boolean>`${orders.paymentMethod} = 'cod'`,
      at: sql<Date>`(select max(${orderEvents.createdAt}) from ${orderEvents}
        where ${orderEvents.partId} = ${orderParts.id} and ${orderEvents.status} = 'delivered')`,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.status, 'delivered'))
    .orderBy(asc(orderParts.placedAt), asc(orderParts.id));
  for (const d of delivered) {
    const deliveredBy = await postDelivery(tx, {
      part: d.part,
      cashOnDelivery: Boolean(d.cod),
      at: d.at ? new Date(d.at) : undefined,
    });
    if (d.part.deliveredBy === null)
      await tx.update(orderParts).set({ deliveredBy }).where(eq(orderParts.id, d.part.id));
  }

  const now = clock.now();
  const today = todayInKathmandu(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sunday = kathmanduInstant(addDays(today, -weekday));
  const paidAt = new Date(sunday.getTime() + 11 * 3600 * 1000);
  if (paidAt <= now) await seedPayout(tx, { sunday, paidAt, today });
  // The finished weeks' statements, as the weekly job would have made them (without e-mails).
  await makeStatements({ db: tx, now, publicUrl: null });
}

async function seedPayout(tx: Tx, o: { sunday: Date; paidAt: Date; today: string }) {
  const { sunday, paidAt, today } = o;
  // The demo seller's bakery, so signing in as seller@upahar.demo shows a payout received.
  const [bakery] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.slug, 'annapurna-bakers'));
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (!bakery) return;
  const [owed] = await tx
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.storeId, bakery.id), lt(ledgerEntries.createdAt, sunday)));
  const amount = Number(owed?.sum ?? 0);
  if (amount <= 0 || amount > (await balanceOf(tx, bakery.id))) return;
  const [payout] = await tx
    .insert(storePayouts)
    .values({
      storeId: bakery.id,
      amountPaisa: amount,
      method: 'bank_transfer',
      reference: `NICA-${today.replaceAll('-', '')}-0042`,
      note: 'Weekly payout',
      recordedBy: admin?.id ?? null,
      createdAt: paidAt,
    })
    .returning();
  await tx.insert(ledgerEntries).values({
    storeId: bakery.id,
    kind: 'payout',
    amountPaisa: -amount,
    payoutId: payout.id,
    note: `bank transfer ${payout.reference}`,
    createdAt: paidAt,
  });
}
