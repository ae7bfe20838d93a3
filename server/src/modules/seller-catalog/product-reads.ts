import type { TDashboardProduct, TProductStatus, TSellerProductImage } from '@upahar/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type Product, productImages, productOccasions, stores } from '../catalog/tables.ts';
import { missingOf } from './completeness.ts';

/**
 * The status the dashboard shows. A product taken off the shop by anything else (older data, a
 * script) is archived whatever its status says, so the list never calls it live.
 */
export const statusOf = (status: TProductStatus, isActive: boolean): TProductStatus =>
  !isActive && status === 'live' ? 'archived' : status;

const rupees = (paisa: number | null) => (paisa === null ? null : paisa / 100);

export async function imagesOf(db: DbOrTx, productId: string): Promise<TSellerProductImage[]> {
  return db
    .select({ id: productImages.id, url: productImages.path, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
}

/** The product as its form shows it: three small reads by primary or product key. */
export async function toDashboardProduct(db: DbOrTx, p: Product): Promise<TDashboardProduct> {
  const [images, occasionRows, [store]] = await Promise.all([
    imagesOf(db, p.id),
    db
      .select({ id: productOccasions.occasionId })
      .from(productOccasions)
      .where(eq(productOccasions.productId, p.id)),
    db.select({ name: stores.name }).from(stores).where(eq(stores.id, p.storeId)),
  ]);
  const missing = missingOf({ ...p, imageCount: images.length });
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    type: p.type === 'cake' ? 'cake' : 'product',
    storeId: p.storeId,
    storeName: store?.name ?? '',
    categoryId: p.categoryId,
    occasionIds: occasionRows.map((o) => o.id).sort((a, b) => a - b),
    brandId: p.brandId,
    description: p.description,
    nameNe: p.nameNe,
    descriptionNe: p.descriptionNe,
    price: p.pricePaisa > 0 ? rupees(p.pricePaisa) : null,
    salePrice: rupees(p.salePricePaisa),
    stock: p.stock,
    prepHours: p.prepHours,
    isSameDay: p.isSameDay,
    photoPrintable: p.photoPrintable,
    tags: p.tags,
    colors: p.colors,
    sizes: p.sizes,
    images,
    status: statusOf(p.status, p.isActive),
    missing: missing.map((m) => m.words),
  };
}
