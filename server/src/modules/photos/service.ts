import { randomUUID } from 'node:crypto';
import { PHOTO_MAX_BYTES, photoCutOf, type TCakePhoto } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cakePhotos } from '../../db/schema/cake-photos.ts';
import { AppError } from '../../lib/errors.ts';
import { products } from '../catalog/tables.ts';
import type { Bucket } from '../files/index.ts';
import { keepMedia, mediaUrl, saveMedia } from '../media/index.ts';
import { sniffImageType } from '../uploads/index.ts';
import { cutPhoto } from './cut.ts';

// Pictures for photo cakes: checked by their bytes (type from the first bytes, never the name),
// size and resolution for the cake they are for, cut to its shape and kept under a random name
// (/media/cake-photos/..., like the shop's other pictures: the name is the only way to it).

const fileError = (code: string, message: string, status: number) =>
  new AppError(code, message, status, { file: [message] });

type PhotoRow = typeof cakePhotos.$inferSelect;

/** The product a picture is uploaded for: a photo cake, else 404 or 400. */
async function photoProduct(db: DbOrTx, productId: string) {
  const [product] = await db
    .select({ type: products.type, photoPrintable: products.photoPrintable, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product?.isActive) throw new AppError('not_found', m.errors_cart_product_not_found(), 404);
  if (product.type !== 'cake' || !product.photoPrintable)
    throw new AppError('not_photo_cake', m.photos_not_photo_cake(), 400, {
      productId: [m.photos_not_photo_cake()],
    });
}

/** Checks, cuts and keeps a picture for a cake of `pound` and `shape`. */
export async function storeCakePhoto(o: {
  db: DbOrTx;
  bucket: Bucket | null;
  userId: string | null;
  bytes: Buffer;
  pound: number;
  shape: string | null;
}): Promise<{ row: PhotoRow; warning: string | null }> {
  if (o.bytes.length === 0) throw fileError('empty_file', m.errors_file_empty(), 400);
  if (o.bytes.length > PHOTO_MAX_BYTES) throw fileError('too_large', m.photos_too_large(), 413);
  if (!sniffImageType(o.bytes)) throw fileError('bad_type', m.errors_image_type(), 415);
  const cut = await cutPhoto(o.bytes, o.pound, o.shape);
  // The id is random and names the file, so a cart or an order line shows the picture from its
  // options alone.
  const id = randomUUID();
  const path = photoPath(id);
  const file = { bucket: o.bucket, path, contentType: 'image/webp', bytes: cut.data };
  const row = await keepMedia(file, async (media) => {
    await saveMedia(o.db, media);
    const [saved] = await o.db
      .insert(cakePhotos)
      .values({
        id,
        userId: o.userId,
        path,
        shape: o.shape ?? '',
        pound: o.pound,
        sourceWidth: cut.sourceWidth,
        sourceHeight: cut.sourceHeight,
        width: cut.width,
        height: cut.height,
        lowResolution: cut.warning !== null,
      })
      .returning();
    return saved;
  });
  return { row, warning: cut.warning };
}

const photoPath = (id: string) => `cake-photos/${id}.webp`;
/** Where the picture with this id is served (cut to its cake's shape). */
export const photoUrl = (id: string) => mediaUrl(photoPath(id));

/** The product page's upload: for a photo cake only. */
export async function uploadCakePhoto(o: Parameters<typeof storeCakePhoto>[0] & { productId: string }) {
  await photoProduct(o.db, o.productId);
  const { row, warning } = await storeCakePhoto(o);
  return {
    id: row.id,
    url: photoUrl(row.id),
    width: row.width,
    height: row.height,
    shape: row.shape,
    pound: row.pound,
    warning,
  } satisfies TCakePhoto;
}

/** The pictures by id, one query; unknown ids are absent. */
async function findPhotos(db: DbOrTx, ids: readonly string[]): Promise<Map<string, PhotoRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(cakePhotos)
    .where(inArray(cakePhotos.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A cart line's photo: required on a photo cake, refused on any other product, and it must have
 * been checked for the line's size and cut for its shape (another size is another print).
 */
export async function checkLinePhoto(o: {
  db: DbOrTx;
  photoPrintable: boolean;
  photoId: string | undefined;
  pound: number | undefined;
  shape: string | null | undefined;
}) {
  const refuse = (message: string) => {
    throw new AppError('bad_photo', message, 400, { photoId: [message] });
  };
  if (!o.photoPrintable) {
    if (o.photoId) refuse(m.photos_not_photo_cake());
    return;
  }
  if (!o.photoId) return refuse(m.photos_needed());
  const photo = (await findPhotos(o.db, [o.photoId])).get(o.photoId);
  if (!photo) return refuse(m.photos_not_found());
  if (photo.pound !== o.pound || photoCutOf(photo.shape || null) !== photoCutOf(o.shape ?? null))
    refuse(m.photos_mismatch());
}
