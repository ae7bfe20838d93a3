import {
  FOLLOWING_PRODUCTS_MAX,
  FOLLOWS_MAX,
  type TFollowedStore,
  type TFollowList,
  type TFollowState,
  type TProductCard,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeFollows } from '../../db/schema/follows.ts';
import { AppError, digits } from '../../lib/errors.ts';
import { racePoint } from '../../lib/race-points.ts';
import { users } from '../auth/tables.ts';
import { cardColumns, onSale, toCard } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { priceCards } from '../deals/index.ts';
import { ownStores, refuseOwnStore } from './own-stores.ts';

// Following stores. The web changes the Follow button only after the server says yes, so every
// write answers the follow state and the store's follower count as they now are.

type Owner = { db: DbOrTx; userId: string };

/**
 * The store by its number or slug. A suspended store (is_active false) cannot gain followers,
 * but can still be unfollowed, so a shopper is never stuck with it.
 */
async function findStore(db: DbOrTx, ref: number | string, openOnly: boolean) {
  const byId = typeof ref === 'number' || /^\d{1,9}$/.test(ref);
  const [row] = await db
    .select({ id: stores.id, slug: stores.slug, isActive: stores.isActive, ownerUserId: stores.ownerUserId })
    .from(stores)
    .where(byId ? eq(stores.id, Number(ref)) : eq(stores.slug, ref))
    .limit(1);
  if (!row || (openOnly && !row.isActive))
    throw new AppError('not_found', m.errors_community_store_not_found(), 404);
  return row;
}

async function followerCount(db: DbOrTx, storeId: number) {
  const [{ n }] = await db.select({ n: count() }).from(storeFollows).where(eq(storeFollows.storeId, storeId));
  return Number(n);
}

async function isFollowing(db: DbOrTx, userId: string, storeId: number) {
  const [row] = await db
    .select({ id: storeFollows.storeId })
    .from(storeFollows)
    .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)));
  return row !== undefined;
}

/**
 * Idempotent: following twice keeps one row. The size check and the insert are one statement.
 * A store's owner and team cannot follow it (403). The follower's account row is locked for the
 * check and the insert, as joining a team locks it (stores module): a follow sent while its
 * sender joins the store's team then either comes first and is ended by the joining, or comes
 * after and sees the team.
 */
export async function follow({ db, userId, ref }: Owner & { ref: number | string }): Promise<TFollowState> {
  const store = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const found = await findStore(tx, ref, true);
    await refuseOwnStore(tx, userId, found);
    await racePoint('follow-store:insert');
    const inserted = await tx.execute(sql`
      insert into store_follows (user_id, store_id)
      select ${userId}, ${found.id}
      where (select count(*) from store_follows where user_id = ${userId}) < ${FOLLOWS_MAX}
      on conflict (user_id, store_id) do nothing
      returning store_id`);
    if (
      (inserted as unknown as { rows: unknown[] }).rows.length === 0 &&
      !(await isFollowing(tx, userId, found.id))
    ) {
      throw new AppError('follows_full', m.errors_more_follows_full({ max: digits(FOLLOWS_MAX) }), 409);
    }
    return found;
  });
  return {
    storeId: store.id,
    slug: store.slug,
    following: true,
    followerCount: await followerCount(db, store.id),
  };
}

export async function unfollow({ db, userId, ref }: Owner & { ref: number | string }): Promise<TFollowState> {
  const store = await findStore(db, ref, false);
  await db
    .delete(storeFollows)
    .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, store.id)));
  return {
    storeId: store.id,
    slug: store.slug,
    following: false,
    followerCount: await followerCount(db, store.id),
  };
}

/** GET followers/index: the open stores the shopper follows, newest follow first, in one query. */
export async function listFollows({ db, userId }: Owner): Promise<TFollowedStore[]> {
  const rows = await db
    .select({
      id: stores.id,
      slug: stores.slug,
      name: stores.name,
      logo: stores.logo,
      followerCount: sql<number>`(select count(*)::int from store_follows sf where sf.store_id = ${stores.id})`,
      followedAt: storeFollows.createdAt,
    })
    .from(storeFollows)
    .innerJoin(stores, eq(stores.id, storeFollows.storeId))
    .where(and(eq(storeFollows.userId, userId), eq(stores.isActive, true)))
    .orderBy(desc(storeFollows.createdAt), desc(storeFollows.storeId))
    .limit(FOLLOWS_MAX);
  return rows.map((r) => ({
    ...r,
    followerCount: Number(r.followerCount),
    followedAt: new Date(r.followedAt).toISOString(),
  }));
}

/** GET followers/index: the stores followed, and those the shopper runs (no Follow button there). */
export async function followList(o: Owner): Promise<TFollowList> {
  const [business, own] = await Promise.all([listFollows(o), ownStores(o.db, o.userId)]);
  return { business, ownStores: own };
}

/**
 * GET following/products: the newest products on sale from followed stores, those offered below
 * their list price first, as cards for the home page's shelf.
 */
export async function followingProducts({ db, userId }: Owner): Promise<TProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(storeFollows)
    .innerJoin(products, eq(products.storeId, storeFollows.storeId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(storeFollows.userId, userId), onSale))
    .orderBy(
      desc(lt(products.sellingPricePaisa, products.pricePaisa)),
      desc(products.createdAt),
      desc(products.id),
    )
    .limit(FOLLOWING_PRODUCTS_MAX);
  return priceCards(db, rows.map(toCard));
}

/** Ends a follow without answering anything (someone who joined the store's team is no follower). */
export async function dropFollow(tx: DbOrTx, o: { storeId: number; userId: string }) {
  await tx
    .delete(storeFollows)
    .where(and(eq(storeFollows.storeId, o.storeId), eq(storeFollows.userId, o.userId)));
}
