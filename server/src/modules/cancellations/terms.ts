import type { TCancellationTerms } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { shopCancellationTerms, storeCancellationTerms } from '../../db/schema/cancellations.ts';
import { notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { stores } from '../catalog/tables.ts';
import { CATALOGUE_ROLES, storesOf } from '../stores/index.ts';

// Cancellation terms: each store's own, or the shop's defaults (one row staff edit) for a store
// that set none. A database that has no defaults row yet (before the seed or the first edit)
// uses these, so a cancellation is never without terms.
const FALLBACK_TERMS: TCancellationTerms = { freeHours: 24, feePercent: 25 };

export type TermsEditor = { userId: string; role: 'seller' | 'admin' };

export async function shopTerms(db: DbOrTx): Promise<TCancellationTerms> {
  const [row] = await db
    .select({ freeHours: shopCancellationTerms.freeHours, feePercent: shopCancellationTerms.feePercent })
    .from(shopCancellationTerms)
    .where(eq(shopCancellationTerms.id, 1));
  return row ?? FALLBACK_TERMS;
}

/** The terms each of `storeIds` cancels under now: two queries whatever their number. */
export async function termsOfStores(
  db: DbOrTx,
  storeIds: number[],
): Promise<Map<number, TCancellationTerms>> {
  const [shop, own] = await Promise.all([
    shopTerms(db),
    storeIds.length === 0
      ? []
      : db.select().from(storeCancellationTerms).where(inArray(storeCancellationTerms.storeId, storeIds)),
  ]);
  const byStore = new Map(own.map((r) => [r.storeId, { freeHours: r.freeHours, feePercent: r.feePercent }]));
  return new Map(storeIds.map((id) => [id, byStore.get(id) ?? shop]));
}

/** 404 unless the editor owns or manages the store (an admin: any store). */
async function checkStore(db: DbOrTx, editor: TermsEditor, storeId: number) {
  const mine =
    editor.role === 'admin' ? undefined : sql`${stores.id} in ${storesOf(editor.userId, CATALOGUE_ROLES)}`;
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), mine));
  if (!row) throw notFound(m.errors_not_found_store);
}

export async function getStoreTerms(o: { db: Db; editor: TermsEditor; storeId: number }) {
  await checkStore(o.db, o.editor, o.storeId);
  const [own] = await o.db
    .select({ freeHours: storeCancellationTerms.freeHours, feePercent: storeCancellationTerms.feePercent })
    .from(storeCancellationTerms)
    .where(eq(storeCancellationTerms.storeId, o.storeId));
  return { terms: own ?? null, shop: await shopTerms(o.db) };
}

export async function setStoreTerms(o: {
  db: Db;
  editor: TermsEditor;
  storeId: number;
  terms: TCancellationTerms;
}) {
  await o.db.transaction(async (tx) => {
    await checkStore(tx, o.editor, o.storeId);
    const values = { ...o.terms, updatedBy: o.editor.userId, updatedAt: sql`now()` };
    await tx
      .insert(storeCancellationTerms)
      .values({ storeId: o.storeId, ...values })
      .onConflictDoUpdate({ target: storeCancellationTerms.storeId, set: values });
    await recordChange(tx, {
      entity: 'store_cancellation_terms',
      entityId: o.storeId,
      before: null,
      after: o.terms,
    });
  });
  return getStoreTerms(o);
}

export async function setShopTerms(o: { db: Db; userId: string; terms: TCancellationTerms }) {
  await o.db.transaction(async (tx) => {
    const values = { ...o.terms, updatedBy: o.userId, updatedAt: sql`now()` };
    await tx
      .insert(shopCancellationTerms)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopCancellationTerms.id, set: values });
    await recordChange(tx, { entity: 'shop_cancellation_terms', entityId: 1, before: null, after: o.terms });
  });
  return shopTerms(o.db);
}
