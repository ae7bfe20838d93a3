import { DEFAULT_COMMISSION_BP, type TLedgerKind } from '@upahar/contract';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/earnings.ts';
import { stores } from '../catalog/tables.ts';
import { orderItems, type orderParts } from '../orders/tables.ts';

// What a delivered part of an order is worth to its store and to the shop, written to the ledger
// in the transaction that delivers it. The store is credited its items at its own prices and
// debited what its own coupon took off and the commission; the shop earns the commission and the
// charges it keeps and pays for what it funded (its coupons and prize codes, the customer's
// credit, campaign prices). So the entries of a part add up to exactly what its customer paid.

type PartMoney = Pick<
  typeof orderParts.$inferSelect,
  | 'id'
  | 'storeId'
  | 'number'
  | 'subtotalPaisa'
  | 'discountPaisa'
  | 'storeDiscountPaisa'
  | 'deliveryChargePaisa'
  | 'methodChargePaisa'
  | 'creditPaisa'
  | 'totalPaisa'
>;

export type Posting = { storeId: number | null; kind: TLedgerKind; amount: number; note: string };

/** The commission on `base` at `bp` basis points, rounded to the nearest paisa (halves up). */
export const commissionOn = (base: number, bp: number) => Math.floor((base * bp + 5000) / 10_000);

/**
 * The entries of one delivered part (pure: the tests check every rule on it). `subsidy` is what
 * shop-funded campaigns took off its items; `cashByStore`: the store's own rider collected the
 * customer's cash, which the store now holds.
 */
function deliveryPostings(o: {
  part: PartMoney;
  subsidy: number;
  commissionBp: number;
  deliveredBy: 'shop' | 'store';
  cashByStore: boolean;
}): Posting[] {
  const { part } = o;
  const store = part.storeId;
  const sale = part.subtotalPaisa + o.subsidy;
  const storeDiscount = part.storeDiscountPaisa;
  const shopDiscount = part.discountPaisa - storeDiscount;
  const commission = commissionOn(sale - storeDiscount, o.commissionBp);
  const rate = `${o.commissionBp / 100} %`;
  const delivery = part.deliveryChargePaisa;
  const list: Posting[] = [
    { storeId: store, kind: 'sale', amount: sale, note: '' },
    { storeId: store, kind: 'store_discount', amount: -storeDiscount, note: '' },
    { storeId: store, kind: 'commission', amount: -commission, note: rate },
    { storeId: null, kind: 'commission', amount: commission, note: rate },
    {
      storeId: o.deliveredBy === 'store' ? store : null,
      kind: 'delivery_charge',
      amount: delivery,
      note: o.deliveredBy === 'store' ? 'Delivered by the store' : 'Delivered by Upahar',
    },
    { storeId: null, kind: 'method_charge', amount: part.methodChargePaisa, note: '' },
    { storeId: null, kind: 'shop_discount', amount: -shopDiscount, note: '' },
    { storeId: null, kind: 'credit_used', amount: -part.creditPaisa, note: '' },
    { storeId: null, kind: 'campaign_subsidy', amount: -o.subsidy, note: '' },
  ];
  if (o.cashByStore)
    list.push({ storeId: store, kind: 'cash_collected', amount: -part.totalPaisa, note: 'Cash on delivery' });
  return list.filter((p) => p.amount !== 0);
}

async function insertPostings(
  tx: Tx,
  partId: string | null,
  postings: readonly Posting[],
  extra: { complaintId?: number; at?: Date } = {},
) {
  if (postings.length === 0) return;
  await tx.insert(ledgerEntries).values(
    postings.map((p) => ({
      storeId: p.storeId,
      kind: p.kind,
      amountPaisa: p.amount,
      partId,
      note: p.note,
      complaintId: extra.complaintId ?? null,
      ...(extra.at ? { createdAt: extra.at } : {}),
    })),
  );
}

/**
 * Writes a part's entries as it is delivered, with who delivered it. The caller holds the part's
 * row lock, so it is posted once; its store's terms are read as they are now. `at` dates the
 * entries (the demo's month of past orders); otherwise they are dated now. Answers who delivered
 * it, for the caller to record on a part sent out before riders were recorded.
 */
export async function postDelivery(
  tx: Tx,
  o: { part: PartMoney & { deliveredBy: 'shop' | 'store' | null }; cashOnDelivery: boolean; at?: Date },
) {
  const [terms] = await tx
    .select({ commissionBp: stores.commissionBp, deliveredBy: stores.deliveredBy })
    .from(stores)
    .where(eq(stores.id, o.part.storeId));
  const [funded] = await tx
    .select({ subsidy: sql<number>`coalesce(sum(${orderItems.shopFundedPaisa}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.partId, o.part.id));
  // The rider stamped as the part went out; a part sent out before that was recorded goes by
  // the store's terms now.
  const deliveredBy = o.part.deliveredBy ?? terms?.deliveredBy ?? 'store';
  await insertPostings(
    tx,
    o.part.id,
    deliveryPostings({
      part: o.part,
      subsidy: Number(funded?.subsidy ?? 0),
      commissionBp: terms?.commissionBp ?? DEFAULT_COMMISSION_BP,
      deliveredBy,
      cashByStore: o.cashOnDelivery && deliveredBy === 'store',
    }),
    { at: o.at },
  );
  return deliveredBy;
}

/**
 * Mirrors every entry of a delivered part not mirrored yet, when the part is refunded in full.
 * The cash a store's rider collected stays with the store, so that entry stands: the store then
 * owes the shop the cash it holds. Returns how many entries were reversed.
 */
export async function reversePart(tx: Tx, o: { partId: string; note: string }): Promise<number> {
  return mirror(tx, { ...o, keep: ['reversal', 'cash_collected'] });
}

/**
 * Mirrors every entry of a part not mirrored yet, the cash its store's rider collected as well:
 * the store took a delivery back as a mistake, so nobody was paid at the door and the part is
 * worth nothing to anyone until it is delivered again (which posts it afresh).
 */
export async function undoDelivery(tx: Tx, o: { partId: string; note: string }): Promise<number> {
  return mirror(tx, { ...o, keep: ['reversal'] });
}

/** The entries of a part not mirrored yet, except kinds in `keep`, each mirrored once. */
async function mirror(tx: Tx, o: { partId: string; note: string; keep: TLedgerKind[] }): Promise<number> {
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.partId, o.partId),
        notInArray(ledgerEntries.kind, o.keep),
        sql`not exists (select 1 from ${ledgerEntries} r where r.reverses_id = ${ledgerEntries.id})`,
      ),
    )
    .orderBy(ledgerEntries.id);
  if (rows.length === 0) return 0;
  await tx.insert(ledgerEntries).values(
    rows.map((r) => ({
      storeId: r.storeId,
      kind: 'reversal' as const,
      amountPaisa: -r.amountPaisa,
      partId: o.partId,
      complaintId: r.complaintId,
      reversesId: r.id,
      note: o.note,
    })),
  );
  return rows.length;
}

/** Debits the store what a complaint settled in the customer's favour gave back, with the reason. */
export async function postComplaint(
  tx: Tx,
  o: { part: Pick<PartMoney, 'id' | 'storeId'>; complaintId: number; amount: number; reason: string },
) {
  await insertPostings(
    tx,
    o.part.id,
    [{ storeId: o.part.storeId, kind: 'complaint', amount: -o.amount, note: o.reason }],
    { complaintId: o.complaintId },
  );
}

/**
 * Credits the store the fee a shopper paid to cancel its part late, in the cancellation's
 * transaction: of a cancelled part, the money kept is all the ledger holds, so money paid =
 * refund + fee stays true part by part.
 */
export async function postCancellationFee(
  tx: Tx,
  o: { part: Pick<PartMoney, 'id' | 'storeId' | 'number'>; fee: number },
) {
  if (o.fee <= 0) return;
  await insertPostings(tx, o.part.id, [
    { storeId: o.part.storeId, kind: 'cancellation_fee', amount: o.fee, note: o.part.number },
  ]);
}

/** The sum of a store's entries (null: the shop's own account); a payout or hold reads it locked. */
export async function balanceOf(tx: DbOrTx, storeId: number | null) {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)::bigint` })
    .from(ledgerEntries)
    .where(storeId === null ? isNull(ledgerEntries.storeId) : eq(ledgerEntries.storeId, storeId));
  return Number(row?.sum ?? 0);
}
