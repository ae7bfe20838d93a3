import { eq } from 'drizzle-orm';
import { invalidateContentCache } from '../../modules/content/index.ts';
import { addSvgs, mediaUrl } from '../../modules/media/index.ts';
import type { DbOrTx } from '../client.ts';
import {
  brands,
  cakeFlavours,
  categories,
  occasions,
  productImages,
  productOccasions,
  products,
  stores,
} from '../schema/index.ts';
import { drawImage, type ImageSpec } from '../seed/images/index.ts';
import { uniqueSuffix } from './unique.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createCategory(db: DbOrTx, overrides: Insert<typeof categories> = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(categories)
    .values({ slug: `category-${u}`, name: `Category ${u}`, kind: 'other', ...overrides })
    .returning();
  // Top-level categories feed the header menu (modules/content).
  if (row.parentId === null) invalidateContentCache();
  return row;
}

export async function createOccasion(db: DbOrTx, overrides: Insert<typeof occasions> = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(occasions)
    .values({ slug: `occasion-${u}`, name: `Occasion ${u}`, ...overrides })
    .returning();
  return row;
}

export async function createStore(db: DbOrTx, overrides: Insert<typeof stores> = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(stores)
    .values({
      slug: `store-${u}`,
      name: `Store ${u}`,
      city: 'Kathmandu',
      district: 'Kathmandu',
      address: 'Durbar Marg, Kathmandu',
      phone: '014221234',
      lat: 27.7115,
      lng: 85.3178,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createBrand(db: DbOrTx, overrides: Insert<typeof brands> = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(brands)
    .values({ slug: `brand-${u}`, name: `Brand ${u}`, ...overrides })
    .returning();
  return row;
}

export async function createCakeFlavour(db: DbOrTx, overrides: Insert<typeof cakeFlavours> = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(cakeFlavours)
    .values({
      slug: `flavour-${u}`,
      name: `Flavour ${u}`,
      colour: '#f3dca4',
      icingColour: '#fff7e6',
      ...overrides,
    })
    .returning();
  return row;
}

/** The B-weight search text of a product: names a generated column cannot look up itself. */
export const productKeywords = (parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => Boolean(p)).join(' ');

type ImageInput = string | { path: string; alt?: string };

export type CreateProductInput = Insert<typeof products> & {
  /** URL paths of images; by default one generated picture of the product's type. */
  images?: ImageInput[];
  occasionIds?: number[];
};

const DEFAULT_PICTURES: Record<string, ImageSpec> = {
  cake: { kind: 'cake', flavour: 'chocolate', style: 'drip', candles: 3 },
  product: { kind: 'gift-box' },
  automobile: { kind: 'car' },
  donation: { kind: 'heart-hands' },
};

/** The shared default picture of a type, written once (media paths are immutable). */
async function defaultImage(db: DbOrTx, type: string): Promise<string> {
  const path = `seed/default-${type}.svg`;
  await addSvgs({ db, svgs: [{ path, svg: drawImage(DEFAULT_PICTURES[type], path) }] });
  return mediaUrl(path);
}

/** A product with its images and occasions; creates a category and store when none is given. */
export async function createProduct(db: DbOrTx, input: CreateProductInput = {}) {
  const { images, occasionIds = [], ...overrides } = input;
  const u = uniqueSuffix();
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const storeId = overrides.storeId ?? (await createStore(db)).id;
  let keywords = overrides.keywords;
  if (keywords === undefined) {
    const [names] = await db
      .select({ category: categories.name, store: stores.name })
      .from(categories)
      .innerJoin(stores, eq(stores.id, storeId))
      .where(eq(categories.id, categoryId));
    const brand = overrides.brandId
      ? (await db.select({ name: brands.name }).from(brands).where(eq(brands.id, overrides.brandId)))[0]?.name
      : null;
    keywords = productKeywords([names?.category, brand, names?.store]);
  }
  const type = overrides.type ?? 'product';
  const [product] = await db
    .insert(products)
    .values({
      slug: `product-${u}`,
      name: `Product ${u}`,
      description: 'A lovingly made gift from the Kathmandu valley.',
      pricePaisa: 150_000,
      ...overrides,
      type,
      categoryId,
      storeId,
      keywords,
    })
    .returning();
  const list = images ?? [await defaultImage(db, type)];
  const imageRows =
    list.length === 0
      ? []
      : await db
          .insert(productImages)
          .values(
            list.map((img, i) => {
              const { path, alt } = typeof img === 'string' ? { path: img, alt: undefined } : img;
              return { productId: product.id, path, alt: alt ?? product.name, sortOrder: i };
            }),
          )
          .returning();
  if (occasionIds.length > 0) {
    await db
      .insert(productOccasions)
      .values(occasionIds.map((occasionId) => ({ productId: product.id, occasionId })));
  }
  return { ...product, images: imageRows };
}
