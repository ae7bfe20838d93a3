import { ADMIN_STORES_PER_PAGE, type TAdminStore, type TAdminStoresQuery } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, stores } from '../../db/schema/catalog.ts';
import { storeSuspensions } from '../../db/schema/store-suspensions.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { orderParts } from '../orders/tables.ts';

// Admins suspend and reinstate stores. A suspended store keeps its data and its orders (the
// admin still sees and moves them in the dashboard); the storefront stops showing its page and
// products (on-sale.ts), and carts refuse its lines at checkout.

const storeColumns = {
  id: stores.id,
  slug: stores.slug,
  name: stores.name,
  ownerName: users.name,
  ownerEmail: users.email,
  suspendedAt: storeSuspensions.suspendedAt,
  suspendedReason: storeSuspensions.reason,
  productCount: sql<number>`(select count(*)::int from ${products} where ${products.storeId} = ${stores.id})`,
  openOrderCount: sql<number>`(select count(*)::int from ${orderParts} where ${orderParts.storeId} = ${stores.id}
    and ${orderParts.status} not in ('delivered', 'cancelled'))`,
};

type StoreRow = {
  id: number;
  slug: string;
  name: string;
  ownerName: string | null;
  ownerEmail: string | null;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  productCount: number;
  openOrderCount: number;
};

const toAdminStore = (r: StoreRow): TAdminStore => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  owner: r.ownerEmail ? { name: r.ownerName ?? r.ownerEmail, email: r.ownerEmail } : null,
  productCount: Number(r.productCount),
  openOrderCount: Number(r.openOrderCount),
  suspended: r.suspendedAt ? { at: r.suspendedAt.toISOString(), reason: r.suspendedReason ?? '' } : null,
});

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAdminStores(opts: { db: Db; query: TAdminStoresQuery }) {
  const { db, query } = opts;
  const where: SQL[] = [];
  if (query.q) {
    const like = likeOf(query.q);
    where.push(or(ilike(stores.name, like), ilike(users.email, like), ilike(users.name, like)) as SQL);
  }
  if (query.status === 'active') where.push(eq(stores.isActive, true));
  if (query.status === 'suspended') where.push(isNotNull(storeSuspensions.storeId));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(storeColumns)
      .from(stores)
      .leftJoin(users, eq(users.id, stores.ownerUserId))
      .leftJoin(storeSuspensions, eq(storeSuspensions.storeId, stores.id))
      .where(cond)
      .orderBy(asc(stores.name), asc(stores.id))
      .limit(ADMIN_STORES_PER_PAGE)
      .offset((query.page - 1) * ADMIN_STORES_PER_PAGE),
    db
      .select({ total: count() })
      .from(stores)
      .leftJoin(users, eq(users.id, stores.ownerUserId))
      .leftJoin(storeSuspensions, eq(storeSuspensions.storeId, stores.id))
      .where(cond),
  ]);
  return { stores: rows.map(toAdminStore), total: Number(total) };
}

async function lockStore(tx: DbOrTx, id: number): Promise<StoreRow> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for('update');
  const [row] = await tx
    .select(storeColumns)
    .from(stores)
    .leftJoin(users, eq(users.id, stores.ownerUserId))
    .leftJoin(storeSuspensions, eq(storeSuspensions.storeId, stores.id))
    .where(eq(stores.id, id));
  if (!row) throw notFound(m.errors_not_found_store);
  return row;
}

const snapshot = (r: StoreRow) => ({ suspendedAt: r.suspendedAt, suspendedReason: r.suspendedReason });

/** Suspends a store with the reason, and tells its owner by e-mail; 409 when already suspended. */
export async function suspendStore(opts: {
  db: Db;
  id: number;
  reason: string;
  adminId: string;
  publicUrl: string;
}) {
  return opts.db.transaction(async (tx) => {
    const before = await lockStore(tx, opts.id);
    if (before.suspendedAt)
      throw new AppError('already_suspended', m.errors_staff_store_suspended({ name: before.name }), 409);
    await tx.update(stores).set({ isActive: false }).where(eq(stores.id, opts.id));
    await tx
      .insert(storeSuspensions)
      .values({ storeId: opts.id, reason: opts.reason, suspendedBy: opts.adminId });
    return recordAndTell(tx, before, (after) => ({
      subject: `${after.name} is suspended on Upahar`,
      lines: [
        `Your store ${after.name} has been suspended, so its products are no longer shown or sold in the shop.`,
        `Reason: ${opts.reason}`,
        '',
        'Orders already placed stay in your dashboard; please complete them as usual.',
        `Reply to this e-mail or write to us through ${opts.publicUrl} to talk about it.`,
      ],
    }));
  });
}

/** Reinstates a suspended store and tells its owner; 409 when it was not suspended. */
export async function reinstateStore(opts: { db: Db; id: number; publicUrl: string }) {
  return opts.db.transaction(async (tx) => {
    const before = await lockStore(tx, opts.id);
    if (!before.suspendedAt)
      throw new AppError('not_suspended', m.errors_staff_store_not_suspended({ name: before.name }), 409);
    await tx.update(stores).set({ isActive: true }).where(eq(stores.id, opts.id));
    await tx.delete(storeSuspensions).where(eq(storeSuspensions.storeId, opts.id));
    return recordAndTell(tx, before, (after) => ({
      subject: `${after.name} is back on Upahar`,
      lines: [
        `Your store ${after.name} has been reinstated: its products are in the shop again at ${opts.publicUrl}.`,
      ],
    }));
  });
}

/**
 * After a suspension or reinstatement: the store as it now is, the before/after in the audit
 * log, and the owner's e-mail, all in the change's transaction.
 */
async function recordAndTell(
  tx: DbOrTx,
  before: StoreRow,
  mail: (after: StoreRow) => { subject: string; lines: string[] },
) {
  const after = await lockStore(tx, before.id);
  await recordChange(tx, {
    entity: 'store',
    entityId: before.id,
    before: snapshot(before),
    after: snapshot(after),
  });
  if (after.ownerEmail) {
    const { subject, lines } = mail(after);
    const text = [`Hello ${after.ownerName ?? ''},`.trim(), '', ...lines].join('\n');
    await queueEmail({ db: tx, mail: { to: after.ownerEmail, subject, text } });
  }
  return toAdminStore(after);
}
