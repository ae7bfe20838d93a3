import type { ZStoreCouponBody } from '@upahar/contract';
import {
  addDays,
  COUPONS_PER_PAGE,
  kathmanduInstant,
  type TCouponState,
  type TStoreCoupon,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, digits, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { stores } from '../catalog/tables.ts';
import { CATALOGUE_ROLES, storesOf } from '../stores/index.ts';

// Stores' own coupons in the dashboard. A seller works on the coupons of the stores they own or
// manage; an admin on every coupon, and may make shop-wide ones. Checkout applies a store's
// coupon to that store's lines only, and the order's parts share the discount the same way.

export type CouponStaff = { userId: string; role: 'seller' | 'admin' };
type Body = z.output<typeof ZStoreCouponBody>;
type Row = typeof coupons.$inferSelect & { storeName: string | null };

function mine(staff: CouponStaff): SQL | undefined {
  // Personal codes won as prizes are listed with their prizes, not here.
  const shared = isNull(coupons.userId);
  if (staff.role === 'admin') return shared;
  return and(shared, sql`${coupons.storeId} in ${storesOf(staff.userId, CATALOGUE_ROLES)}`);
}

/** Where a coupon stands now, in the words the list filters on. */
function stateSql(now: Date): SQL<TCouponState> {
  return sql<TCouponState>`case
    when not ${coupons.isActive} then 'paused'
    when ${coupons.expiresAt} is not null and ${coupons.expiresAt} <= ${now} then 'expired'
    when ${coupons.usageLimit} is not null and ${coupons.usedCount} >= ${coupons.usageLimit} then 'used_up'
    when ${coupons.startsAt} is not null and ${coupons.startsAt} > ${now} then 'scheduled'
    else 'active' end`;
}

// A coupon runs from the start of its first Kathmandu day to the end of its last.
const startOf = (day: string | null) => (day ? kathmanduInstant(day, 0, 0) : null);
const endOf = (day: string | null) => (day ? kathmanduInstant(addDays(day, 1), 0, 0) : null);
const dayOf = (d: Date | null) => (d ? todayInKathmandu(d) : null);
const lastDayOf = (d: Date | null) => (d ? todayInKathmandu(new Date(d.getTime() - 1)) : null);

const toCoupon = (r: Row & { state: TCouponState }): TStoreCoupon => ({
  id: r.id,
  code: r.code,
  description: r.description,
  type: r.type,
  value: r.value,
  maxDiscount: r.maxDiscountPaisa,
  minSubtotal: r.minSubtotalPaisa,
  storeId: r.storeId,
  storeName: r.storeName,
  startsOn: dayOf(r.startsAt),
  endsOn: lastDayOf(r.expiresAt),
  usageLimit: r.usageLimit,
  usedCount: r.usedCount,
  perUserLimit: r.perUserLimit,
  isActive: r.isActive,
  state: r.state,
});

const columns = (now: Date) => ({
  ...getTableColumns(coupons),
  storeName: stores.name,
  state: stateSql(now),
});

export async function listCoupons(opts: {
  db: DbOrTx;
  staff: CouponStaff;
  page: number;
  state?: TCouponState;
}): Promise<{ coupons: TStoreCoupon[]; total: number }> {
  const now = clock.now();
  const where = and(mine(opts.staff), opts.state ? eq(stateSql(now), opts.state) : undefined);
  const rows = await opts.db
    .select({ ...columns(now), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(coupons)
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(COUPONS_PER_PAGE)
    .offset((opts.page - 1) * COUPONS_PER_PAGE);
  return { coupons: rows.map(toCoupon), total: rows[0]?.total ?? 0 };
}

async function loadCoupon(db: DbOrTx, staff: CouponStaff, id: number) {
  const [row] = await db
    .select(columns(clock.now()))
    .from(coupons)
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(and(eq(coupons.id, id), mine(staff)));
  if (!row) throw notFound(m.errors_not_found_coupon);
  return row;
}

/** The store must be one the user runs (404 otherwise); only an admin makes shop-wide coupons. */
async function assertStore(db: DbOrTx, staff: CouponStaff, storeId: number | null) {
  if (storeId === null) {
    if (staff.role === 'admin') return;
    const message = m.errors_staff_choose_your_store();
    throw new AppError('store_required', message, 400, { storeId: [message] });
  }
  const visible =
    staff.role === 'admin' ? undefined : sql`${stores.id} in ${storesOf(staff.userId, CATALOGUE_ROLES)}`;
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), visible));
  if (!store) throw notFound(m.errors_not_found_store);
}

const values = (b: Body) => ({
  code: b.code,
  description: b.description,
  type: b.type,
  value: b.value,
  maxDiscountPaisa: b.type === 'percent' ? b.maxDiscount : null,
  minSubtotalPaisa: b.minSubtotal,
  storeId: b.storeId,
  startsAt: startOf(b.startsOn),
  expiresAt: endOf(b.endsOn),
  usageLimit: b.usageLimit,
  perUserLimit: b.perUserLimit,
  isActive: b.isActive,
});

const codeTaken = () => {
  const message = m.errors_staff_code_taken();
  return new AppError('code_taken', message, 409, { code: [message] });
};

async function assertCodeFree(db: DbOrTx, code: string, except: number | null) {
  const [taken] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  if (taken && taken.id !== except) throw codeTaken();
}

export async function createCoupon(opts: { db: Db; staff: CouponStaff; body: Body }): Promise<TStoreCoupon> {
  const { db, staff, body } = opts;
  await assertStore(db, staff, body.storeId);
  await assertCodeFree(db, body.code, null);
  // The unique index still decides between two people taking the same code at once.
  const [row] = await db
    .insert(coupons)
    .values(values(body))
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  if (!row) throw codeTaken();
  const created = toCoupon(await loadCoupon(db, staff, row.id));
  await recordChange(db, { entity: 'coupon', entityId: created.id, before: null, after: created });
  return created;
}

/**
 * Changes a coupon. Once a shopper has used it, its code and store stay: the code is on their
 * orders and e-mails, and moving it to another store would change what it was given for.
 */
export async function updateCoupon(opts: { db: Db; staff: CouponStaff; id: number; body: Body }) {
  const { db, staff, body, id } = opts;
  const current = await loadCoupon(db, staff, id);
  if (current.usedCount > 0 && (current.code !== body.code || current.storeId !== body.storeId)) {
    const message = m.errors_staff_coupon_used();
    throw new AppError('coupon_used', message, 409, { code: [message] });
  }
  await assertStore(db, staff, body.storeId);
  await assertCodeFree(db, body.code, id);
  if (body.usageLimit !== null && body.usageLimit < current.usedCount) {
    const message = m.errors_staff_limit_below_uses({ count: digits(current.usedCount) });
    throw new AppError('limit_below_uses', message, 400, { usageLimit: [message] });
  }
  await db.update(coupons).set(values(body)).where(eq(coupons.id, id));
  const after = toCoupon(await loadCoupon(db, staff, id));
  await recordChange(db, { entity: 'coupon', entityId: id, before: toCoupon(current), after });
  return after;
}
