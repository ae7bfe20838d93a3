import { randomBytes } from 'node:crypto';
import { PRODUCT_IMAGES_MAX } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import {
  deleteProductImage,
  insertProductImage,
  setProductImageOrder,
  updateProduct,
} from '../catalog/index.ts';
import { productImages } from '../catalog/tables.ts';
import type { Bucket } from '../files/index.ts';
import { dropMedia, keepMedia, saveMedia } from '../media/index.ts';
import { acceptImage } from '../uploads/index.ts';
import { ownProduct, type Staff } from './access.ts';
import { assertComplete } from './completeness.ts';
import { imagesOf } from './product-reads.ts';
import { shopChanged } from './service.ts';

// A product's pictures. The type comes from the first bytes, never the name or the browser's
// label, and every picture is decoded and re-encoded to WebP (dropping metadata such as a phone's
// GPS position), stored in the media table (its bytes in the bucket when one is configured) under
// a random public path.

const fileError = (code: string, message: string, status: number) =>
  new AppError(code, message, status, { file: [message] });

/** The pictures' addresses in their order: what the audit log keeps of a product's pictures. */
const picturePaths = async (tx: DbOrTx, productId: string) =>
  (await imagesOf(tx, productId)).map((i) => i.url);

/** Records a change of a product's pictures with the list before it, inside the same transaction. */
async function recordPictures(tx: DbOrTx, productId: string, before: string[]) {
  await recordChange(tx, {
    entity: 'product-pictures',
    entityId: productId,
    before,
    after: await picturePaths(tx, productId),
  });
}

export async function addProductImage(o: {
  db: Db;
  bucket: Bucket | null;
  staff: Staff;
  id: string;
  bytes: Buffer;
}) {
  const { db, staff } = o;
  const started = new Date();
  const product = await ownProduct(db, staff, o.id);
  const image = await acceptImage(o.bytes);
  const name = `products/${randomBytes(16).toString('hex')}.webp`;
  const file = { bucket: o.bucket, path: name, contentType: 'image/webp', bytes: image.data };
  await keepMedia(file, (picture) =>
    db.transaction(async (tx) => {
      const p = await ownProduct(tx, staff, product.id, true);
      const before = await picturePaths(tx, p.id);
      const [{ n, next }] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          next: sql<number>`coalesce(max(${productImages.sortOrder}) + 1, 0)::int`,
        })
        .from(productImages)
        .where(eq(productImages.productId, p.id));
      if (n >= PRODUCT_IMAGES_MAX)
        throw fileError('too_many_images', `A product has at most ${PRODUCT_IMAGES_MAX} pictures`, 409);
      await saveMedia(tx, picture);
      await insertProductImage(tx, {
        productId: p.id,
        path: `/media/${name}`,
        alt: p.name,
        sortOrder: Number(next),
      });
      await updateProduct(tx, p.id, { updatedAt: new Date() });
      await recordPictures(tx, p.id, before);
    }),
  );
  await shopChanged(db, started);
  return { images: await imagesOf(db, product.id) };
}

/** Puts the pictures in the given order; the list must name each of them once. */
export async function orderProductImages(o: { db: Db; staff: Staff; id: string; ids: number[] }) {
  const { db, staff } = o;
  const started = new Date();
  const productId = await db.transaction(async (tx) => {
    const p = await ownProduct(tx, staff, o.id, true);
    const current = await imagesOf(tx, p.id);
    const have = current.map((i) => i.id);
    if (have.length !== o.ids.length || !o.ids.every((id) => have.includes(id)))
      throw new AppError('bad_order', m.errors_sellers_pictures_once(), 400, {
        ids: [m.errors_sellers_pictures_once()],
      });
    for (const [i, imageId] of o.ids.entries()) await setProductImageOrder(tx, imageId, i);
    await updateProduct(tx, p.id, { updatedAt: new Date() });
    await recordPictures(
      tx,
      p.id,
      current.map((i) => i.url),
    );
    return p.id;
  });
  await shopChanged(db, started);
  return { images: await imagesOf(db, productId) };
}

/**
 * Removes a picture and its file. A live product keeps at least one picture: removing its last
 * would leave a card without one in the shop, so it is refused with the reason.
 */
export async function removeProductImage(o: { db: Db; staff: Staff; id: string; imageId: number }) {
  const { db, staff } = o;
  const started = new Date();
  const productId = await db.transaction(async (tx) => {
    const p = await ownProduct(tx, staff, o.id, true);
    const before = await picturePaths(tx, p.id);
    const row = await deleteProductImage(tx, { productId: p.id, imageId: o.imageId });
    if (!row) throw notFound(m.errors_not_found_picture);
    if (p.isActive) {
      const left = (await imagesOf(tx, p.id)).length;
      try {
        assertComplete({ ...p, imageCount: left });
      } catch {
        throw new AppError('last_image', m.errors_sellers_keep_one_picture(), 400);
      }
    }
    // Only files this dashboard wrote are removed; seeded pictures may be shared by products.
    if (row.path.startsWith('/media/products/')) await dropMedia(tx, row.path.slice('/media/'.length));
    await updateProduct(tx, p.id, { updatedAt: new Date() });
    await recordPictures(tx, p.id, before);
    return p.id;
  });
  await shopChanged(db, started);
  return { images: await imagesOf(db, productId) };
}
