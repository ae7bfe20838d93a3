import {
  addDays,
  kathmanduInstant,
  LEDGER_PER_PAGE,
  PAYOUTS_PER_PAGE,
  type TEarningsSummary,
  type TLedgerEntry,
  type TLedgerQuery,
  type TPayout,
} from '@upahar/contract';
import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerEntries, storePayouts } from '../../db/schema/earnings.ts';
import * as clock from '../../lib/clock.ts';
import { users } from '../auth/tables.ts';
import { orderParts } from '../orders/tables.ts';
import { type EarningsStore, type EarningsViewer, earningsStore } from './access.ts';
import { balanceOf } from './posting.ts';
import { payableOf, termsOf } from './terms.ts';
import { currentWeek, nextPayoutDay } from './weeks.ts';

// What one store sees of its money: the balance, the entries, the payouts it received.

const entryColumns = {
  id: ledgerEntries.id,
  kind: ledgerEntries.kind,
  amountPaisa: ledgerEntries.amountPaisa,
  partNumber: orderParts.number,
  orderId: orderParts.orderId,
  payoutId: ledgerEntries.payoutId,
  note: ledgerEntries.note,
  createdAt: ledgerEntries.createdAt,
};

const toEntry = (r: {
  id: number;
  kind: TLedgerEntry['kind'];
  amountPaisa: number;
  partNumber: string | null;
  orderId: string | null;
  payoutId: number | null;
  note: string;
  createdAt: Date;
}): TLedgerEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

/** A store's entries matching `where`, oldest first (statements) or newest first (the list). */
export async function entriesOf(
  db: DbOrTx,
  where: SQL | undefined,
  o: { newestFirst: boolean; limit?: number; offset?: number },
) {
  const q = db
    .select(entryColumns)
    .from(ledgerEntries)
    .leftJoin(orderParts, eq(orderParts.id, ledgerEntries.partId))
    .where(where)
    .orderBy(o.newestFirst ? desc(ledgerEntries.id) : ledgerEntries.id);
  const rows = o.limit === undefined ? await q : await q.limit(o.limit).offset(o.offset ?? 0);
  return rows.map(toEntry);
}

// What the store earned by selling and delivering, leaving out money moving between it and the shop.
const EARNING = sql`${ledgerEntries.kind} not in ('payout', 'store_payment', 'cash_collected')`;

async function storeSummary(o: { db: DbOrTx; store: EarningsStore; now?: Date }): Promise<TEarningsSummary> {
  const { db, store } = o;
  const now = o.now ?? clock.now();
  const week = currentWeek(now);
  const [balance, [week_], [paid], [last]] = await Promise.all([
    balanceOf(db, store.id),
    db
      .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)::bigint` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.storeId, store.id), gte(ledgerEntries.createdAt, week.from), EARNING)),
    db
      .select({ sum: sql<number>`coalesce(sum(${storePayouts.amountPaisa}), 0)::bigint` })
      .from(storePayouts)
      .where(and(eq(storePayouts.storeId, store.id), eq(storePayouts.direction, 'to_store'))),
    db
      .select({ amountPaisa: storePayouts.amountPaisa, createdAt: storePayouts.createdAt })
      .from(storePayouts)
      .where(and(eq(storePayouts.storeId, store.id), eq(storePayouts.direction, 'to_store')))
      .orderBy(desc(storePayouts.id))
      .limit(1),
  ]);
  return {
    store: { id: store.id, name: store.name, slug: store.slug },
    terms: termsOf(store),
    balancePaisa: balance,
    nextPayout: { date: nextPayoutDay(now), amountPaisa: payableOf(balance, store.payoutsHeldReason) },
    weekPaisa: Number(week_?.sum ?? 0),
    paidOutPaisa: Number(paid?.sum ?? 0),
    lastPayout: last ? { amountPaisa: last.amountPaisa, createdAt: last.createdAt.toISOString() } : null,
  };
}

export async function getEarnings(o: { db: DbOrTx; viewer: EarningsViewer; storeId: number }) {
  return storeSummary({ db: o.db, store: await earningsStore(o.db, o.viewer, o.storeId) });
}

export async function listEntries(o: {
  db: DbOrTx;
  viewer: EarningsViewer;
  storeId: number;
  query: TLedgerQuery;
}): Promise<{ entries: TLedgerEntry[]; total: number }> {
  const { db, query } = o;
  const store = await earningsStore(db, o.viewer, o.storeId);
  const where = and(
    eq(ledgerEntries.storeId, store.id),
    query.kind ? eq(ledgerEntries.kind, query.kind) : undefined,
    query.from ? gte(ledgerEntries.createdAt, kathmanduInstant(query.from)) : undefined,
    query.to ? lt(ledgerEntries.createdAt, kathmanduInstant(addDays(query.to, 1))) : undefined,
    query.q ? ilike(orderParts.number, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [entries, [count]] = await Promise.all([
    entriesOf(db, where, {
      newestFirst: true,
      limit: LEDGER_PER_PAGE,
      offset: (query.page - 1) * LEDGER_PER_PAGE,
    }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .leftJoin(orderParts, eq(orderParts.id, ledgerEntries.partId))
      .where(where),
  ]);
  return { entries, total: Number(count?.n ?? 0) };
}

const payoutColumns = {
  id: storePayouts.id,
  storeId: storePayouts.storeId,
  direction: storePayouts.direction,
  amountPaisa: storePayouts.amountPaisa,
  method: storePayouts.method,
  reference: storePayouts.reference,
  note: storePayouts.note,
  recordedBy: users.name,
  createdAt: storePayouts.createdAt,
};

async function payoutsOf(o: {
  db: DbOrTx;
  storeId: number;
  storeName: string;
  page: number;
  forAdmin: boolean;
}): Promise<{ payouts: TPayout[]; total: number }> {
  const where = eq(storePayouts.storeId, o.storeId);
  const [rows, [count]] = await Promise.all([
    o.db
      .select(payoutColumns)
      .from(storePayouts)
      .leftJoin(users, eq(users.id, storePayouts.recordedBy))
      .where(where)
      .orderBy(desc(storePayouts.id))
      .limit(PAYOUTS_PER_PAGE)
      .offset((o.page - 1) * PAYOUTS_PER_PAGE),
    o.db.select({ n: sql<number>`count(*)::int` }).from(storePayouts).where(where),
  ]);
  return {
    payouts: rows.map((r) => ({
      ...r,
      storeName: o.storeName,
      recordedBy: o.forAdmin ? r.recordedBy : null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
}

export async function listStorePayouts(o: {
  db: DbOrTx;
  viewer: EarningsViewer;
  storeId: number;
  page: number;
}) {
  const store = await earningsStore(o.db, o.viewer, o.storeId);
  return payoutsOf({
    db: o.db,
    storeId: store.id,
    storeName: store.name,
    page: o.page,
    forAdmin: o.viewer.role === 'admin',
  });
}
