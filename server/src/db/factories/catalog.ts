import { eq, or } from 'drizzle-orm';
import { romanise } from '../../lib/romanise.ts';
import { invalidateContentCache } from '../../modules/content/index.ts';
import { addSvgs, mediaUrl } from '../../modules/media/index.ts';
import type { DbOrTx } from '../client.ts';
import {
  brands,
  cakeFlavours,
  cakeIcingTypes,
  cakeShapes,
  cakeTiers,
  categories,
  occasions,
  productCakeFlavours,
  productCakeIcings,
  productCakeShapes,
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
  /** Cakes: the flavours and shapes it offers; by default every active one (and its own flavour). */
  flavourIds?: number[];
  shapeIds?: number[];
  /** Cakes: the icings it comes with; by default every active one. */
  icingTypeIds?: number[];
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
  const { images, occasionIds = [], flavourIds, shapeIds, icingTypeIds, ...overrides } = input;
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
    keywords = productKeywords([
      names?.category,
      brand,
      names?.store,
      overrides.nameNe && romanise(overrides.nameNe),
    ]);
  }
  const type = overrides.type ?? 'product';
  // A cake offers every tier count the shop bakes unless the test says otherwise.
  const offeredTiers =
    overrides.offeredTiers ??
    (type === 'cake'
      ? [
          ...new Set([
            1,
            ...(
              await db.select({ tiers: cakeTiers.tiers }).from(cakeTiers).where(eq(cakeTiers.isActive, true))
            ).map((r) => r.tiers),
          ]),
        ].sort((a, b) => a - b)
      : undefined);
  const [product] = await db
    .insert(products)
    .values({
      slug: `product-${u}`,
      name: `Product ${u}`,
      description: 'A lovingly made gift from the Kathmandu valley.',
      pricePaisa: 150_000,
      ...overrides,
      offeredTiers,
      // A test cake offers taller heights unless the test says otherwise, like its tiers.
      ...(type === 'cake' ? { offersTaller: overrides.offersTaller ?? true } : {}),
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
  if (type === 'cake') await offerCakeChoices(db, product, { flavourIds, shapeIds, icingTypeIds });
  return { ...product, images: imageRows };
}

/** A cake's flavours and shapes; by default the whole active range, as the seller first sees it. */
async function offerCakeChoices(
  db: DbOrTx,
  product: { id: string; flavourId: number | null },
  chosen: { flavourIds?: number[]; shapeIds?: number[]; icingTypeIds?: number[] },
) {
  const own = product.flavourId === null ? [] : [eq(cakeFlavours.id, product.flavourId)];
  const flavourIds =
    chosen.flavourIds ??
    (
      await db
        .select({ id: cakeFlavours.id })
        .from(cakeFlavours)
        .where(or(eq(cakeFlavours.isActive, true), ...own))
    ).map((r) => r.id);
  const shapeIds =
    chosen.shapeIds ??
    (await db.select({ id: cakeShapes.id }).from(cakeShapes).where(eq(cakeShapes.isActive, true))).map(
      (r) => r.id,
    );
  const icingTypeIds =
    chosen.icingTypeIds ??
    (
      await db.select({ id: cakeIcingTypes.id }).from(cakeIcingTypes).where(eq(cakeIcingTypes.isActive, true))
    ).map((r) => r.id);
  if (icingTypeIds.length > 0) {
    await db
      .insert(productCakeIcings)
      .values(icingTypeIds.map((icingTypeId) => ({ productId: product.id, icingTypeId })));
  }
  if (flavourIds.length > 0) {
    await db
      .insert(productCakeFlavours)
      .values(flavourIds.map((flavourId) => ({ productId: product.id, flavourId })));
  }
  if (shapeIds.length > 0) {
    await db
      .insert(productCakeShapes)
      .values(shapeIds.map((shapeId) => ({ productId: product.id, shapeId })));
  }
}
