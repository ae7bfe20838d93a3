import type { TOrderItemPhoto, TOrderStatus, TPhotoReviewState } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderItemPhotos } from '../../db/schema/order-item-photos.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/errors.ts';
import { photoUrl } from '../photos/index.ts';

/** The line's current picture: the replacement when there is one, else the one it was ordered with. */
export const photoIdOf = sql<
  string | null
>`coalesce(${orderItemPhotos.photoId}::text, ${orderItems.options}->>'photoId')`;
/** No review row yet: the photo waits for the store. */
export const stateOf = sql<TPhotoReviewState>`coalesce(${orderItemPhotos.status}, 'pending')`;

/** Moving a part to one of these needs every photo of it approved. */
const NEEDS_APPROVAL: readonly TOrderStatus[] = ['preparing', 'out_for_delivery', 'delivered'];

/** Refuses (409) to move a part to preparing or beyond while one of its photos is not approved. */
export async function assertPhotosApproved(tx: Tx, partId: string, to: TOrderStatus) {
  if (!NEEDS_APPROVAL.includes(to)) return;
  const [waiting] = await tx
    .select({ name: orderItems.name })
    .from(orderItems)
    .leftJoin(orderItemPhotos, eq(orderItemPhotos.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.partId, partId),
        sql`${orderItems.options} ? 'photoId'`,
        or(sql`${orderItemPhotos.status} is null`, ne(orderItemPhotos.status, 'approved')),
      ),
    )
    .orderBy(asc(orderItems.id))
    .limit(1);
  if (waiting) throw new AppError('photo_not_approved', m.photos_not_approved({ name: waiting.name }), 409);
}

/** The photo of each line of the order that has one (a fixed two queries' worth: one join). */
export async function orderItemPhotoStates(
  db: DbOrTx,
  orderId: string,
): Promise<Map<number, TOrderItemPhoto>> {
  const rows = await db
    .select({ itemId: orderItems.id, photoId: photoIdOf, status: stateOf, reason: orderItemPhotos.reason })
    .from(orderItems)
    .leftJoin(orderItemPhotos, eq(orderItemPhotos.orderItemId, orderItems.id))
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.options} ? 'photoId'`));
  return new Map(
    rows.flatMap((r) =>
      r.photoId
        ? [[r.itemId, { url: photoUrl(r.photoId), status: r.status, reason: r.reason }] as const]
        : [],
    ),
  );
}
