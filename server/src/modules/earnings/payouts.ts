import {
  exactAmount,
  PAYOUT_STORES_PER_PAGE,
  type TPayout,
  type TPayoutStore,
  type TPayoutStoresQuery,
  type TRecordPayoutBody,
  type TStoreTerms,
  type ZStoreTermsBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ledgerEntries, storePayouts } from '../../db/schema/earnings.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { updateStoreTerms } from '../catalog/index.ts';
import { stores } from '../catalog/tables.ts';
import { balanceOf } from './posting.ts';
import { termsOf } from './terms.ts';

// Admins pay stores what the shop owes them and set the terms they earn on. A payout is recorded
// with the store's row locked, so two admins paying the same store at once are served one after
// the other, and the second sees the balance the first left.

export async function recordPayout(o: {
  db: Db;
  adminId: string;
  body: TRecordPayoutBody;
}): Promise<{ payout: TPayout; balancePaisa: number }> {
  const { body } = o;
  return o.db.transaction(async (tx) => {
    const [store] = await tx
      .select({ id: stores.id, name: stores.name, held: stores.payoutsHeldReason })
      .from(stores)
      .where(eq(stores.id, body.storeId))
      .for('update');
    if (!store) throw notFound(m.errors_not_found_store);
    if (store.held !== null && body.direction !== 'from_store')
      throw new AppError(
        'payouts_held',
        m.errors_staff_payouts_held({ store: store.name, reason: store.held }),
        409,
      );
    const balance = await balanceOf(tx, store.id);
    const fromStore = body.direction === 'from_store';
    if (fromStore && body.amountPaisa > -balance)
      throw new AppError(
        'above_owed',
        balance < 0
          ? m.errors_staff_store_owes({ store: store.name, amount: exactAmount(-balance) })
          : m.errors_staff_store_owes_nothing({ store: store.name }),
        409,
      );
    if (!fromStore && body.amountPaisa > balance)
      throw new AppError(
        'above_balance',
        balance > 0
          ? m.errors_staff_store_owed({ store: store.name, amount: exactAmount(balance) })
          : m.errors_staff_store_owed_nothing({ store: store.name }),
        409,
      );
    const reference = body.reference.trim();
    const [same] = await tx
      .select({ id: storePayouts.id })
      .from(storePayouts)
      .where(
        and(
          eq(storePayouts.storeId, store.id),
          eq(storePayouts.method, body.method),
          eq(storePayouts.reference, reference),
        ),
      );
    if (same)
      throw new AppError(
        'payout_recorded',
        m.errors_staff_payout_recorded({ store: store.name, reference }),
        409,
        { reference: ['This transfer is already recorded'] },
      );
    const [payout] = await tx
      .insert(storePayouts)
      .values({
        storeId: store.id,
        direction: body.direction ?? 'to_store',
        amountPaisa: body.amountPaisa,
        method: body.method,
        reference,
        note: (body.note ?? '').trim(),
        recordedBy: o.adminId,
      })
      .returning();
    await tx.insert(ledgerEntries).values({
      storeId: store.id,
      kind: fromStore ? 'store_payment' : 'payout',
      amountPaisa: fromStore ? payout.amountPaisa : -payout.amountPaisa,
      payoutId: payout.id,
      note: `${payout.method.replace('_', ' ')} ${payout.reference}`,
    });
    await recordChange(tx, { entity: 'store_payout', entityId: payout.id, before: null, after: payout });
    return {
      payout: {
        id: payout.id,
        storeId: store.id,
        storeName: store.name,
        direction: payout.direction,
        amountPaisa: payout.amountPaisa,
        method: payout.method,
        reference: payout.reference,
        note: payout.note,
        recordedBy: null,
        createdAt: payout.createdAt.toISOString(),
      },
      balancePaisa: fromStore ? balance + payout.amountPaisa : balance - payout.amountPaisa,
    };
  });
}

export async function setStoreTerms(o: {
  db: Db;
  storeId: number;
  body: z.output<typeof ZStoreTermsBody>;
}): Promise<TStoreTerms> {
  return o.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        commissionBp: stores.commissionBp,
        deliveredBy: stores.deliveredBy,
        payoutsHeldReason: stores.payoutsHeldReason,
      })
      .from(stores)
      .where(eq(stores.id, o.storeId))
      .for('update');
    if (!before) throw notFound(m.errors_not_found_store);
    const after = await updateStoreTerms(tx, o.storeId, {
      commissionBp: o.body.commissionBp,
      deliveredBy: o.body.deliveredBy,
      payoutsHeldReason: o.body.heldReason,
    });
    await recordChange(tx, { entity: 'store_terms', entityId: o.storeId, before, after });
    return termsOf(after);
  });
}

// The outer store is named with its table: a query on one table renders its columns bare, and a
// bare "id" inside these subqueries would be the entry's or the payout's own id.
const outerStoreId = sql`"stores"."id"`;
const balance = sql<number>`coalesce((select sum(${ledgerEntries.amountPaisa}) from ${ledgerEntries}
  where ${ledgerEntries.storeId} = ${outerStoreId}), 0)::bigint`;
const lastPayout = sql<Date | null>`(select max(${storePayouts.createdAt}) from ${storePayouts}
  where ${storePayouts.storeId} = ${outerStoreId})`;

/** Every store with its balance: due first (most owed first), then the others by name. */
export async function listPayoutStores(o: { db: DbOrTx; query: TPayoutStoresQuery }): Promise<{
  stores: TPayoutStore[];
  totals: { owedPaisa: number; duePaisa: number; owingPaisa: number };
  total: number;
}> {
  const { db, query } = o;
  const views: Record<TPayoutStoresQuery['view'], SQL | undefined> = {
    all: undefined,
    due: and(isNull(stores.payoutsHeldReason), sql`${balance} > 0`),
    held: isNotNull(stores.payoutsHeldReason),
    owing: sql`${balance} < 0`,
  };
  const where = and(
    views[query.view],
    query.q ? ilike(stores.name, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const due = sql<boolean>`(${stores.payoutsHeldReason} is null and ${balance} > 0)`;
  const [rows, [count], [totals]] = await Promise.all([
    db
      .select({
        id: stores.id,
        name: stores.name,
        slug: stores.slug,
        commissionBp: stores.commissionBp,
        deliveredBy: stores.deliveredBy,
        payoutsHeldReason: stores.payoutsHeldReason,
        balance,
        lastPayout,
        due,
      })
      .from(stores)
      .where(where)
      .orderBy(desc(due), desc(balance), asc(stores.name))
      .limit(PAYOUT_STORES_PER_PAGE)
      .offset((query.page - 1) * PAYOUT_STORES_PER_PAGE),
    db.select({ n: sql<number>`count(*)::bigint` }).from(stores).where(where),
    db
      .select({
        owed: sql<number>`coalesce(sum(greatest(b.balance, 0)), 0)::bigint`,
        due: sql<number>`coalesce(sum(b.balance) filter (where b.balance > 0 and not b.held), 0)::bigint`,
        owing: sql<number>`coalesce(sum(least(b.balance, 0)), 0)::bigint`,
      })
      .from(
        db
          .select({
            balance: balance.as('balance'),
            held: sql<boolean>`${stores.payoutsHeldReason} is not null`.as('held'),
          })
          .from(stores)
          .as('b'),
      ),
  ]);
  return {
    stores: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      balancePaisa: Number(r.balance),
      terms: termsOf(r),
      lastPayoutAt: r.lastPayout ? new Date(r.lastPayout).toISOString() : null,
      due: Boolean(r.due),
    })),
    totals: {
      owedPaisa: Number(totals?.owed ?? 0),
      duePaisa: Number(totals?.due ?? 0),
      owingPaisa: -Number(totals?.owing ?? 0),
    },
    total: Number(count?.n ?? 0),
  };
}
