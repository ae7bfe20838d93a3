import type { TReconciliation } from '@upahar/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerEntries, storePayouts } from '../../db/schema/earnings.ts';
import { cancellationRefunds, orderParts, orders } from '../orders/tables.ts';

/**
 * The books, checked against each other. One side is read from the orders: what customers paid
 * for delivered parts, less the cash stores' own riders kept and what was given back after
 * delivery, plus the fees kept of parts cancelled late (their money paid less the refund). The
 * other from the ledger: what the stores are owed now, what they were paid, and
 * the shop's own account. They agree to the paisa unless an entry is missing or wrong.
 */
export async function reconcile(db: DbOrTx): Promise<TReconciliation> {
  const [customers] = await db
    .select({
      paid: sql<number>`coalesce(sum(${orderParts.totalPaisa}), 0)::bigint`,
      cashHeld: sql<number>`coalesce(sum(${orderParts.totalPaisa}) filter (
        where ${orderParts.deliveredBy} = 'store' and ${orders.paymentMethod} = 'cod'), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(${orderParts.refundedPaisa}), 0)::bigint`,
    })
    .from(orderParts)
    .innerJoin(orders, sql`${orders.id} = ${orderParts.orderId}`)
    // Parts delivered since the ledger began (their rider is recorded) and paid for.
    .where(
      sql`${orderParts.status} = 'delivered' and ${orderParts.deliveredBy} is not null
        and ${orderParts.paymentStatus} in ('paid', 'refund_due', 'refunded')`,
    );
  const [ledger] = await db
    .select({
      owed: sql<number>`coalesce(sum(amount_paisa) filter (where store_id is not null), 0)::bigint`,
      commission: sql<number>`coalesce(sum(amount_paisa) filter (where store_id is null and kind = 'commission'), 0)::bigint`,
      delivery: sql<number>`coalesce(sum(amount_paisa) filter (where store_id is null and kind = 'delivery_charge'), 0)::bigint`,
      method: sql<number>`coalesce(sum(amount_paisa) filter (where store_id is null and kind = 'method_charge'), 0)::bigint`,
      funded: sql<number>`coalesce(sum(amount_paisa) filter (where store_id is null
        and kind in ('shop_discount', 'credit_used', 'campaign_subsidy')), 0)::bigint`,
      reversed: sql<number>`coalesce(sum(amount_paisa) filter (where store_id is null and kind = 'reversal'), 0)::bigint`,
      shop: sql<number>`coalesce(sum(amount_paisa) filter (where store_id is null), 0)::bigint`,
    })
    .from(ledgerEntries);
  const [payouts] = await db
    // Net of what stores paid the shop (the commission on cash their riders kept).
    .select({
      paid: sql<number>`coalesce(sum(case when ${storePayouts.direction} = 'from_store'
        then -${storePayouts.amountPaisa} else ${storePayouts.amountPaisa} end), 0)::bigint`,
    })
    .from(storePayouts);
  const [fees] = await db
    .select({ kept: sql<number>`coalesce(sum(${cancellationRefunds.feePaisa}), 0)::bigint` })
    .from(cancellationRefunds);
  const n = (v: unknown) => Number(v ?? 0);
  const paid = n(customers?.paid) + n(fees?.kept);
  const cashHeld = n(customers?.cashHeld);
  const refunded = n(customers?.refunded);
  const owed = n(ledger?.owed);
  const paidOut = n(payouts?.paid);
  const income = n(ledger?.shop);
  return {
    paidByCustomersPaisa: paid,
    cashHeldByStoresPaisa: cashHeld,
    receivedPaisa: paid - cashHeld,
    refundedPaisa: refunded,
    owedToStoresPaisa: owed,
    paidOutPaisa: paidOut,
    shopIncome: {
      commissionPaisa: n(ledger?.commission),
      deliveryPaisa: n(ledger?.delivery),
      methodPaisa: n(ledger?.method),
      fundedPaisa: n(ledger?.funded),
      reversedPaisa: n(ledger?.reversed),
      totalPaisa: income,
    },
    differencePaisa: paid - cashHeld - refunded - (owed + paidOut + income),
  };
}
