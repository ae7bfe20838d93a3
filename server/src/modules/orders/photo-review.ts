import type { TOrderItemPhoto, TOrderStatus, TPhotoReviewState } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItemPhotos } from '../../db/schema/order-item-photos.ts';
import { orderItems, orderParts, orders } from '../../db/schema/orders.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Bucket } from '../files/index.ts';
import { photoUrl, storeCakePhoto } from '../photos/index.ts';
import { findPart } from './dashboard.ts';
import { lockParts } from './parts.ts';
import { photoIdOf, stateOf } from './photo-approval.ts';
import { queuePhotoEmail } from './photo-mail.ts';
import type { StaffViewer } from './reads.ts';
import { lockOrder } from './status.ts';

// The store's review of the pictures on photo cakes. An ordered photo waits for the store (no
// review row: the photo it was ordered with), which approves it or asks for another with a
// reason; the shopper is e-mailed either way and may send a replacement, which waits again. A part
// with a photo not approved cannot be prepared, and once it is, its photos can no longer change.

/** While a part is placed or confirmed its photos may be reviewed and replaced. */
const REVIEWABLE: readonly TOrderStatus[] = ['placed', 'confirmed'];

/** The line with a photo in the locked order, or 404 / 409. */
async function photoLine(tx: Tx, where: { orderId: string; itemId: number; partId?: string }) {
  const [line] = await tx
    .select({ item: orderItems, photoId: photoIdOf, status: stateOf, partStatus: orderParts.status })
    .from(orderItems)
    .innerJoin(orderParts, eq(orderParts.id, orderItems.partId))
    .leftJoin(orderItemPhotos, eq(orderItemPhotos.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.id, where.itemId),
        eq(orderItems.orderId, where.orderId),
        where.partId ? eq(orderItems.partId, where.partId) : undefined,
      ),
    )
    .limit(1);
  if (!line) throw notFound(m.errors_not_found_order);
  if (!line.photoId) throw new AppError('no_photo', m.photos_no_photo(), 404);
  if (!REVIEWABLE.includes(line.partStatus)) throw new AppError('too_late', m.photos_too_late(), 409);
  return { ...line, photoId: line.photoId };
}

async function saveState(
  tx: Tx,
  itemId: number,
  photoId: string,
  status: TPhotoReviewState,
  reason: string | null,
) {
  await tx
    .insert(orderItemPhotos)
    .values({ orderItemId: itemId, photoId, status, reason })
    .onConflictDoUpdate({
      target: orderItemPhotos.orderItemId,
      set: { photoId, status, reason, updatedAt: sql`now()` },
    });
  return { url: photoUrl(photoId), status, reason } satisfies TOrderItemPhoto;
}

/** A store approves a photo of its part, or asks for another with a reason; the shopper is told. */
export async function reviewCakePhoto(o: {
  db: Db;
  viewer: StaffViewer;
  partId: string;
  itemId: number;
  decision: 'approve' | 'retake';
  reason: string;
  publicUrl: string;
}) {
  const { orderId } = await findPart(o.db, o.viewer, o.partId);
  return o.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, undefined);
    const parts = await lockParts(tx, orderId);
    const part = parts.find((p) => p.id === o.partId);
    if (!part) throw notFound(m.errors_not_found_order);
    const line = await photoLine(tx, { orderId, itemId: o.itemId, partId: o.partId });
    const retake = o.decision === 'retake';
    const photo = await saveState(
      tx,
      line.item.id,
      line.photoId,
      retake ? 'retake' : 'approved',
      retake ? o.reason : null,
    );
    await queuePhotoEmail({
      tx,
      order,
      part,
      itemName: line.item.name,
      reason: retake ? o.reason : null,
      publicUrl: o.publicUrl,
    });
    return photo;
  });
}

/** The shopper's new picture for a line the store asked another for; it waits for the store again. */
export async function replaceCakePhoto(o: {
  db: Db;
  bucket: Bucket | null;
  userId: string;
  orderId: string;
  itemId: number;
  bytes: Buffer;
}) {
  return o.db.transaction(async (tx) => {
    await lockOrder(tx, o.orderId, eq(orders.userId, o.userId));
    const line = await photoLine(tx, { orderId: o.orderId, itemId: o.itemId });
    if (line.status !== 'retake') throw new AppError('not_retake', m.photos_not_retake(), 409);
    const { pound, shape } = line.item.options;
    const { row } = await storeCakePhoto({
      db: tx,
      bucket: o.bucket,
      userId: o.userId,
      bytes: o.bytes,
      pound: pound ?? 1,
      shape: shape ?? null,
    });
    return saveState(tx, line.item.id, row.id, 'pending', null);
  });
}
