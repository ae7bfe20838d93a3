import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../../db/schema/catalog.ts';

// The store rows other modules change: a store opened for an approved seller, its page edited by
// its team, its terms set by the admins, its rating brought up to date with its reviews. Each is
// one statement inside the caller's transaction; the caller checks who may make the change.

type NewStore = typeof stores.$inferInsert;

/** Opens a store; answers its id, address and name. */
export async function insertStore(tx: DbOrTx, values: NewStore) {
  const [row] = await tx
    .insert(stores)
    .values(values)
    .returning({ id: stores.id, slug: stores.slug, name: stores.name });
  return row;
}

/** What the store's own team edits on its page. */
type StorePage = Partial<
  Pick<
    NewStore,
    | 'name'
    | 'description'
    | 'phone'
    | 'email'
    | 'address'
    | 'city'
    | 'openingHours'
    | 'sameDayCutoffHour'
    | 'logo'
    | 'banner'
  >
>;

export async function updateStorePage(tx: DbOrTx, storeId: number, page: StorePage) {
  await tx.update(stores).set(page).where(eq(stores.id, storeId));
}

/** The shop's terms with a store (commission, who delivers, payouts held); answers them as saved. */
export async function updateStoreTerms(
  tx: DbOrTx,
  storeId: number,
  terms: Pick<NewStore, 'commissionBp' | 'deliveredBy' | 'payoutsHeldReason'>,
) {
  const [row] = await tx.update(stores).set(terms).where(eq(stores.id, storeId)).returning({
    commissionBp: stores.commissionBp,
    deliveredBy: stores.deliveredBy,
    payoutsHeldReason: stores.payoutsHeldReason,
  });
  return row;
}

/** The store's rating, computed by the caller (subqueries over its reviews). */
export async function setStoreRating(
  tx: DbOrTx,
  storeId: number,
  rating: { ratingAvg: SQL; ratingCount: SQL },
) {
  await tx.update(stores).set(rating).where(eq(stores.id, storeId));
}
