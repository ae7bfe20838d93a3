import { m } from '@upahar/contract/messages';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { products, stores } from '../catalog/tables.ts';
import { CATALOGUE_ROLES, storesOf } from '../stores/index.ts';

// Who may touch which product: a seller the products of the stores they own or manage, an admin
// every product (a store's packers only move its orders). Someone else's product is not found (404), never "forbidden": it does not say it exists.

export type Staff = { userId: string; role: 'seller' | 'admin' };

/** The condition that keeps a seller to their own stores (none for an admin). */
export function ownStores(staff: Staff): SQL | undefined {
  if (staff.role === 'admin') return undefined;
  return inArray(products.storeId, storesOf(staff.userId, CATALOGUE_ROLES));
}

/** The product's row if the staff member may see it, locked for a change when asked; 404 otherwise. */
export async function ownProduct(db: DbOrTx, staff: Staff, id: string, lock = false) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id.toLowerCase()), ownStores(staff)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m.errors_not_found_product);
  return row;
}

/** The store if the staff member may put products in it; 404 for anyone else's. */
export async function ownStore(db: DbOrTx, staff: Staff, storeId: number) {
  const [row] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(
      and(
        eq(stores.id, storeId),
        staff.role === 'admin' ? undefined : inArray(stores.id, storesOf(staff.userId, CATALOGUE_ROLES)),
      ),
    )
    .limit(1);
  if (!row) throw notFound(m.errors_not_found_store);
  return row;
}
