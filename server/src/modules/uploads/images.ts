import { randomBytes } from 'node:crypto';
import { type TUploadedImage, UPLOAD_MAX_BYTES } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, digits, notFound } from '../../lib/errors.ts';
import type { Bucket } from '../files/index.ts';
import { dropMedia, keepMedia, saveMedia } from '../media/index.ts';
import { orders } from '../orders/tables.ts';
import { unsentUpload } from './unsent.ts';

// Complaint pictures (uploads are a classic attack path). The type comes from the first bytes,
// never from the name or the browser's label; every image is decoded and re-encoded to WebP, which
// drops metadata (GPS position in phone photos) and anything hidden after the image data. Files
// get random names and live in the media table, their bytes in the bucket when one is configured
// (decisions 002 and 044).

export const sizeMessage = () => m.errors_more_image_size({ size: digits(UPLOAD_MAX_BYTES / (1024 * 1024)) });
/** Uploads waiting for a complaint; stops one account filling the database. */
const PENDING_MAX = 20;
const MAX_SIDE = 2000;

/** image/jpeg, image/png or image/webp from the magic bytes, else null. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes and re-encodes; a file that only looks like an image is a 400, not a 500. */
export async function reencode(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError('bad_image', m.errors_image_unreadable(), 400, {
      file: [m.errors_image_unreadable()],
    });
  }
}

export async function saveOrderImage(o: {
  db: Db;
  bucket: Bucket | null;
  userId: string;
  orderId: string | null;
  bytes: Buffer;
}): Promise<TUploadedImage> {
  const { db, userId } = o;
  if (o.bytes.length === 0)
    throw new AppError('empty_file', m.errors_file_empty(), 400, { file: [m.errors_file_empty()] });
  if (o.bytes.length > UPLOAD_MAX_BYTES)
    throw new AppError('too_large', sizeMessage(), 413, { file: [sizeMessage()] });
  if (!sniffImageType(o.bytes))
    throw new AppError('bad_type', m.errors_image_type(), 415, { file: [m.errors_image_type()] });
  if (o.orderId) {
    const [own] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, o.orderId), eq(orders.userId, userId)))
      .limit(1);
    if (!own) throw notFound(m.errors_not_found_order);
  }
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), unsentUpload()));
  if (pending >= PENDING_MAX) {
    throw new AppError('too_many_uploads', m.errors_images_pending(), 429);
  }
  const image = await reencode(o.bytes);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const url = `/uploads/${name}`;
  const file = { bucket: o.bucket, path: `uploads/${name}`, contentType: 'image/webp', bytes: image.data };
  const id = await keepMedia(file, (picture) =>
    db.transaction(async (tx) => {
      await saveMedia(tx, picture);
      const [row] = await tx
        .insert(uploads)
        .values({
          userId,
          orderId: o.orderId,
          contentType: 'image/webp',
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          path: url,
          // An image never sent with a complaint is deleted a day later, counted on the shop's clock.
          createdAt: clock.now(),
        })
        .returning({ id: uploads.id });
      return row.id;
    }),
  );
  return { id, url, width: image.width, height: image.height };
}

/** order-delete-image: the user's own image that no complaint uses yet; others are a 404. */
export async function deleteOrderImage(o: { db: Db; userId: string; id: string }) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(uploads)
      .where(and(eq(uploads.id, o.id), eq(uploads.userId, o.userId), unsentUpload()))
      .returning({ path: uploads.path });
    if (!row) throw notFound(m.errors_not_found_image);
    await dropMedia(tx, row.path.replace(/^\//, ''));
  });
}
