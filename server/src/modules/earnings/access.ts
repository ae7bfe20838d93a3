import { m } from '@upahar/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { stores } from '../catalog/tables.ts';
import { CATALOGUE_ROLES, ORDER_ROLES, storesOf } from '../stores/index.ts';

export type EarningsViewer = { userId: string; role: 'seller' | 'admin' };

const columns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  ownerUserId: stores.ownerUserId,
  commissionBp: stores.commissionBp,
  deliveredBy: stores.deliveredBy,
  payoutsHeldReason: stores.payoutsHeldReason,
};
export type EarningsStore = {
  id: number;
  name: string;
  slug: string;
  ownerUserId: string | null;
  commissionBp: number | null;
  deliveredBy: 'shop' | 'store';
  payoutsHeldReason: string | null;
};

/**
 * The store whose money the viewer may see: admins any store, sellers the stores they own or
 * manage. A packer works on the store's orders but not its money, and is told so; anyone else
 * is told there is no such store.
 */
export async function earningsStore(
  db: DbOrTx,
  viewer: EarningsViewer,
  storeId: number,
): Promise<EarningsStore> {
  if (viewer.role === 'admin') {
    const [store] = await db.select(columns).from(stores).where(eq(stores.id, storeId));
    if (!store) throw notFound(m.errors_not_found_store);
    return store;
  }
  const [store] = await db
    .select({ ...columns, money: sql<boolean>`${stores.id} in ${storesOf(viewer.userId, CATALOGUE_ROLES)}` })
    .from(stores)
    .where(and(eq(stores.id, storeId), sql`${stores.id} in ${storesOf(viewer.userId, ORDER_ROLES)}`));
  if (!store) throw notFound(m.errors_not_found_store);
  if (!store.money) throw new AppError('not_manager', m.errors_sellers_earnings_owner_only(), 403);
  const { money: _, ...rest } = store;
  return rest;
}
