import {
  addDays,
  LEDGER_KINDS,
  STATEMENTS_PER_PAGE,
  type TLedgerEntry,
  type TLedgerKind,
  type TStatement,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerEntries, storeStatements } from '../../db/schema/earnings.ts';
import { notFound } from '../../lib/errors.ts';
import { type EarningsStore, type EarningsViewer, earningsStore } from './access.ts';
import { entriesOf } from './store-money.ts';

// A store's weekly statements as its owner, its managers and admins read them, and as the
// e-mail, the CSV and the PDF print them.

type StatementRow = typeof storeStatements.$inferSelect;

const toStatement = (r: StatementRow): TStatement => ({
  id: r.id,
  weekStart: r.weekStart,
  weekEnd: addDays(r.weekStart, 6),
  openingPaisa: r.openingPaisa,
  closingPaisa: r.closingPaisa,
  payablePaisa: r.payablePaisa,
  entryCount: r.entryCount,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The entries a statement counted: its store's, written during its week, up to the last one it
 * saw. The ledger only grows, so this reads the same entries every time.
 */
const countedBy = (s: Pick<StatementRow, 'storeId' | 'fromAt' | 'untilAt' | 'lastEntryId'>) =>
  and(
    eq(ledgerEntries.storeId, s.storeId),
    gte(ledgerEntries.createdAt, s.fromAt),
    lt(ledgerEntries.createdAt, s.untilAt),
    lte(ledgerEntries.id, s.lastEntryId),
  );

export type StatementView = {
  store: Pick<EarningsStore, 'id' | 'name' | 'slug' | 'payoutsHeldReason'>;
  statement: TStatement;
  /** Oldest first. */
  entries: TLedgerEntry[];
  /** What each kind of entry came to, in the ledger's order of kinds; kinds without entries left out. */
  totals: { kind: TLedgerKind; amountPaisa: number }[];
  /** The commission the shop kept on the week's sales, less commission given back with refunds. */
  commissionPaisa: number;
};

const reversed = alias(ledgerEntries, 'reversed');

/** Everything a statement shows, read in `db` (the transaction that makes it, for its e-mail). */
export async function statementView(
  db: DbOrTx,
  store: StatementView['store'],
  row: StatementRow,
): Promise<StatementView> {
  const where = countedBy(row);
  // One after the other: `db` may be the transaction that makes the statement.
  const entries = await entriesOf(db, where, { newestFirst: false });
  const [commission] = await db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)::bigint` })
    .from(ledgerEntries)
    .leftJoin(reversed, eq(reversed.id, ledgerEntries.reversesId))
    .where(and(where, sql`(${ledgerEntries.kind} = 'commission' or ${reversed.kind} = 'commission')`));
  const byKind = new Map<TLedgerKind, number>();
  for (const e of entries) byKind.set(e.kind, (byKind.get(e.kind) ?? 0) + e.amountPaisa);
  return {
    store,
    statement: toStatement(row),
    entries,
    totals: LEDGER_KINDS.filter((k) => byKind.has(k)).map((kind) => ({
      kind,
      amountPaisa: byKind.get(kind) ?? 0,
    })),
    // The store's commission entries are debits: what the shop kept is their opposite.
    commissionPaisa: -Number(commission?.sum ?? 0),
  };
}

export async function listStatements(o: {
  db: DbOrTx;
  viewer: EarningsViewer;
  storeId: number;
  page: number;
}): Promise<{ statements: TStatement[]; total: number }> {
  const store = await earningsStore(o.db, o.viewer, o.storeId);
  const where = eq(storeStatements.storeId, store.id);
  const [rows, [count]] = await Promise.all([
    o.db
      .select()
      .from(storeStatements)
      .where(where)
      .orderBy(desc(storeStatements.weekStart))
      .limit(STATEMENTS_PER_PAGE)
      .offset((o.page - 1) * STATEMENTS_PER_PAGE),
    o.db.select({ n: sql<number>`count(*)::int` }).from(storeStatements).where(where),
  ]);
  return { statements: rows.map(toStatement), total: Number(count?.n ?? 0) };
}

/** One statement of a store the viewer may see; another store's statement is not found. */
export async function readStatement(o: {
  db: DbOrTx;
  viewer: EarningsViewer;
  storeId: number;
  id: number;
}): Promise<StatementView> {
  const store = await earningsStore(o.db, o.viewer, o.storeId);
  const [row] = await o.db
    .select()
    .from(storeStatements)
    .where(and(eq(storeStatements.id, o.id), eq(storeStatements.storeId, store.id)));
  if (!row) throw notFound(m.errors_not_found_statement);
  return statementView(o.db, store, row);
}

export async function getStatement(o: { db: DbOrTx; viewer: EarningsViewer; storeId: number; id: number }) {
  const view = await readStatement(o);
  return {
    store: { id: view.store.id, name: view.store.name },
    statement: view.statement,
    entries: view.entries,
  };
}
