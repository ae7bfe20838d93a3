import {
  REVIEW_OWN_STORE,
  REVIEWS_PER_PAGE,
  reviewNeedsDelivery,
  type TGetReviewsQuery,
  type TPostReviewBody,
  type TRatingSummary,
  type TReview,
} from '@upahar/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { productReviews } from '../../db/schema/community.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { users } from '../auth/tables.ts';
import { updateProduct } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';
import { deliveredOrderWith } from '../orders/index.ts';
import { findProduct, iso, offsetOf, type ProductRef } from './shared.ts';
import { refreshStoreRating } from './store-rating.ts';

const reviewColumns = {
  id: productReviews.id,
  rating: productReviews.rating,
  title: productReviews.title,
  body: productReviews.body,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
  userId: productReviews.userId,
  orderId: productReviews.orderId,
  username: users.username,
  name: users.name,
};
type ReviewRow = {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  userId: string;
  orderId: string | null;
  username: string;
  name: string;
};

const toReview = (r: ReviewRow, viewerId: string | null): TReview => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  user: { username: r.username, name: r.name },
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  isMine: r.userId === viewerId,
  verified: r.orderId !== null,
});

/**
 * Whether the user may review the product, and the delivered order that earns it: the store's
 * owner never, a shopper only once an order of it reached them.
 */
async function reviewRight(db: DbOrTx, product: ProductRef, userId: string) {
  if (product.ownerUserId === userId) return { orderId: null, note: REVIEW_OWN_STORE };
  const orderId = await deliveredOrderWith({ db, userId, productId: product.id });
  return { orderId, note: orderId ? null : reviewNeedsDelivery(product.kind) };
}

/** Counts per star of the shown reviews (not those a moderator hid) in one grouped query over the (product_id, created_at) index. */
async function ratingSummary(db: DbOrTx, productId: string): Promise<TRatingSummary> {
  const rows = await db
    .select({ rating: productReviews.rating, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
    .groupBy(productReviews.rating);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const r of rows) {
    const key = String(r.rating) as keyof typeof distribution;
    if (!(key in distribution)) continue;
    distribution[key] = r.n;
    count += r.n;
    sum += r.n * r.rating;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}

/**
 * One page of reviews, newest first, with the star summary: 3 queries (5 with the viewer's own
 * review and whether they may write one).
 */
export async function getReviews(opts: { db: Db; query: TGetReviewsQuery; viewerId: string | null }) {
  const { db, query, viewerId } = opts;
  const product = await findProduct({ db, type: query.type, ref: query.id });
  const page = db
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(and(eq(productReviews.productId, product.id), isNull(productReviews.hiddenAt)))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset(offsetOf(query.page, REVIEWS_PER_PAGE));
  const mine = viewerId
    ? db
        .select(reviewColumns)
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(and(eq(productReviews.productId, product.id), eq(productReviews.userId, viewerId)))
        .limit(1)
    : Promise.resolve([] as ReviewRow[]);
  const right = viewerId ? reviewRight(db, product, viewerId) : Promise.resolve(null);
  const [summary, rows, mineRows, may] = await Promise.all([
    ratingSummary(db, product.id),
    page,
    mine,
    right,
  ]);
  return {
    summary,
    items: rows.map((r) => toReview(r, viewerId)),
    mine: mineRows[0] ? toReview(mineRows[0], viewerId) : null,
    canReview: Boolean(may?.orderId),
    reviewNote: may ? may.note : null,
  };
}

/**
 * Writes the user's review of a product, or updates the one they wrote before, and brings the
 * product's ratingAvg/ratingCount up to date in the same transaction. The product row is locked
 * first, so two reviews arriving together cannot both recompute from a stale count.
 */
export async function postReview(opts: { db: Db; auth: AuthContext; body: TPostReviewBody }) {
  const { auth, body } = opts;
  return opts.db.transaction(async (tx) => {
    const product = await findProduct({ db: tx, type: body.type, ref: body.id, lock: true });
    if (product.ownerUserId === auth.user.id) throw new AppError('own_product', REVIEW_OWN_STORE, 403);
    const { orderId } = await reviewRight(tx, product, auth.user.id);
    if (!orderId) throw new AppError('not_delivered', reviewNeedsDelivery(product.kind), 403);
    const title = body.title ? body.title : null;
    const [row] = await tx
      .insert(productReviews)
      .values({
        productId: product.id,
        userId: auth.user.id,
        orderId,
        rating: body.rating,
        title,
        body: body.body,
      })
      .onConflictDoUpdate({
        target: [productReviews.productId, productReviews.userId],
        set: { rating: body.rating, title, body: body.body, orderId, updatedAt: sql`now()` },
      })
      .returning({
        id: productReviews.id,
        rating: productReviews.rating,
        title: productReviews.title,
        body: productReviews.body,
        createdAt: productReviews.createdAt,
        updatedAt: productReviews.updatedAt,
        userId: productReviews.userId,
        orderId: productReviews.orderId,
        // xmax is 0 for a freshly inserted row and set for one the conflict clause updated.
        created: sql<boolean>`(xmax = 0)`,
      });
    const summary = await ratingSummary(tx, product.id);
    await updateProduct(tx, product.id, { ratingAvg: summary.average, ratingCount: summary.count });
    await refreshStoreRating(tx, product.id);
    const review = toReview({ ...row, username: auth.user.username, name: auth.user.name }, auth.user.id);
    return { review, summary, created: Boolean(row.created) };
  });
}

/**
 * Brings a product's rating and its store's up to date with the reviews shown: after a review is
 * written, or hidden or restored by a moderator. Locks the product row first.
 */
export async function refreshRatings(tx: Tx, productId: string) {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const summary = await ratingSummary(tx, productId);
  await updateProduct(tx, productId, { ratingAvg: summary.average, ratingCount: summary.count });
  await refreshStoreRating(tx, productId);
}
