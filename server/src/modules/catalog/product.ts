import type { Locale, TCompareRow, TProductCard, TProductDetail, TQuickInfo } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands, categories, products, stores } from '../../db/schema/catalog.ts';
import { AppError } from '../../lib/errors.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import { executeShape } from '../../lib/prepared.ts';
import { cakeFlavours } from '../cake/tables.ts';
import { priceCardLists, priceCards } from '../deals/index.ts';
import { type CardRow, cardColumns, col, followerCountOf, isUuid, roundRating, toCard } from './cards.ts';
import { cardListsIn, cardsIn, inLanguage } from './language.ts';
import { onSale } from './on-sale.ts';
import { type Anchor, type Section, sectionsOf } from './sections.ts';

const productNotFound = () => new AppError('not_found', m.errors_catalog_product_not_found(), 404);

/** A product is addressed by its id or its slug (/product/{id} and /product/{slug}). */
const byIdOrSlug = (idOrSlug: string): SQL =>
  isUuid(idOrSlug) ? eq(products.id, idOrSlug.toLowerCase()) : eq(products.slug, idOrSlug);

type Json<T> = T | string;
const json = <T>(v: Json<T>): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const imagesJson = sql<
  Json<{ path: string; alt: string }[]>
>`(select coalesce(json_agg(json_build_object('path', pi.path, 'alt', pi.alt) order by pi.sort_order, pi.id), '[]'::json) from product_images pi where pi.product_id = ${col('products', 'id')})`;
const occasionsJson = sql<
  Json<{ slug: string; name: string }[]>
>`(select coalesce(json_agg(json_build_object('slug', o.slug, 'name', o.name) order by o.sort_order), '[]'::json) from product_occasions po join occasions o on o.id = po.occasion_id where po.product_id = ${col('products', 'id')})`;

const excerpt = (text: string, max = 220) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).trimEnd()}…`;
};

/** What the detail's statement reads, each under its own name. */
const detailFields = {
  ...cardColumns,
  description: products.description,
  nameNe: products.nameNe,
  descriptionNe: products.descriptionNe,
  categoryNameNe: categories.nameNe,
  categoryId: products.categoryId,
  storeId: products.storeId,
  flavourId: products.flavourId,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryKind: categories.kind,
  brandSlug: brands.slug,
  brandName: brands.name,
  brandLogo: brands.logo,
  storeLogo: stores.logo,
  storeAddress: stores.address,
  storeCity: stores.city,
  storeCutoffHour: stores.sameDayCutoffHour,
  storeDistrict: stores.district,
  storeRating: stores.ratingAvg,
  storeFollowers: followerCountOf(col('stores', 'id')),
  storeOwner: stores.ownerUserId,
  flavourSlug: cakeFlavours.slug,
  flavourName: cakeFlavours.name,
  tags: products.tags,
  colors: products.colors,
  sizes: products.sizes,
  prepHours: products.prepHours,
  maxPound: products.maxPound,
  pricePerPound: products.pricePerPoundPaisa,
  isReadyMade: products.isReadyMade,
  photoPrintable: products.photoPrintable,
  stock: products.stock,
  isActive: products.isActive,
  storeActive: stores.isActive,
  images: imagesJson,
  occasions: occasionsJson,
};

/** A row of the detail's statement, as the driver gives it (numeric columns as text). */
type DetailRow = CardRow & {
  // The store is joined, not left-joined: it is always there.
  storeSlug: string;
  storeName: string;
  photoPrintable: boolean;
  description: string;
  nameNe: string | null;
  descriptionNe: string | null;
  categoryNameNe: string | null;
  categoryId: number;
  flavourId: number | null;
  categorySlug: string;
  categoryName: string;
  categoryKind: TProductDetail['category']['kind'];
  brandSlug: string | null;
  brandName: string | null;
  brandLogo: string | null;
  storeLogo: string | null;
  storeAddress: string | null;
  storeCity: string;
  storeDistrict: TProductDetail['store']['district'];
  storeRating: number;
  storeFollowers: number;
  storeOwner: string | null;
  flavourSlug: string | null;
  flavourName: string | null;
  tags: string[];
  colors: string[];
  sizes: string[];
  maxPound: number | string | null;
  pricePerPound: number | null;
  isReadyMade: boolean;
  isActive: boolean;
  storeActive: boolean;
  images: Json<{ path: string; alt: string }[]>;
  occasions: Json<{ slug: string; name: string }[]>;
};

/**
 * The detail's statement, by id or by slug, with the key as its placeholder. Built once and run
 * prepared (prepared.ts); its rows are read as the driver gives them, named by the statement:
 * mapping them through the query builder's fields was a tenth of a product page's time in Node.
 */
const detailStatement = (by: 'id' | 'slug') => sql`
  select ${sql.join(
    Object.entries(detailFields).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`),
    sql`, `,
  )}
  from ${products}
  join ${stores} on ${stores.id} = ${products.storeId}
  join ${categories} on ${categories.id} = ${products.categoryId}
  left join ${brands} on ${brands.id} = ${products.brandId}
  left join ${cakeFlavours} on ${cakeFlavours.id} = ${products.flavourId}
  where ${by === 'id' ? products.id : products.slug} = ${sql.placeholder('key')}
  limit 1`;

// A product's four shelves are remembered a minute, like the listings' facets and the category
// tree: they come from other products' sales, ratings and flags, which a shopper does not expect
// to see move by the second, and reading them was the larger half of a product page's database
// time. Nothing forgets them earlier: a product that is hidden, or whose price changes, may still
// show on another product's shelves for up to a minute (its own page is always read fresh). The
// key holds what the shelves are chosen by, so a product moved to another category, shop or
// flavour gets new ones at once. A cache of its own, so that visits to many products never push
// out the listings' remembered answers; it empties itself past its bound.
const shelvesMemo = createMemoCache({ name: 'shelves', maxEntries: 2000 });
const SHELVES_TTL_MS = 60_000;
/** Forgets every kept shelf, after a product was added, changed or taken off the shop. */
export const forgetShelves = () => shelvesMemo.invalidate();
const shelvesKey = (a: Anchor, locale: Locale) =>
  `${a.id}|${a.type}|${a.categoryId}|${a.storeId}|${a.flavourId}|${locale}`;

/** A product's own texts in the answer's language (language.ts), over its English card. */
function namedIn<T extends TProductCard>(
  locale: Locale,
  card: T,
  p: { name: string; nameNe: string | null },
): T {
  const name = inLanguage(locale, p.name, p.nameNe);
  return { ...card, name, imageAlt: card.imageAlt === p.name ? name : card.imageAlt };
}

/**
 * GET product/:idOrSlug in two statements (three with a bearer token): the product with its
 * category, brand, store, flavour, images and occasions; then its four shelves in one UNION,
 * unless they are remembered (then one statement).
 * An inactive product is shown only with forceInactive to the owner of its store, else 404.
 */
export async function getProductDetail({
  db,
  idOrSlug,
  forceInactive,
  viewerId,
  locale = 'en',
}: {
  db: DbOrTx;
  idOrSlug: string;
  forceInactive: boolean;
  viewerId: string | null;
  locale?: Locale;
}): Promise<TProductDetail> {
  const by = isUuid(idOrSlug) ? 'id' : 'slug';
  const res = await executeShape(db, 'product', `detail|${by}`, () => detailStatement(by), {
    key: by === 'id' ? idOrSlug.toLowerCase() : idOrSlug,
  });
  const [p] = (res as { rows: DetailRow[] }).rows;
  if (!p) throw productNotFound();
  const ownerPreview = forceInactive && viewerId !== null && p.storeOwner === viewerId;
  // A suspended store's products are gone from the shop; its owner may still preview them.
  if ((!p.isActive || !p.storeActive) && !ownerPreview) throw productNotFound();

  const anchor: Anchor = p;
  const kept = await shelvesMemo.get(db, shelvesKey(anchor, locale), SHELVES_TTL_MS, async () => {
    const s = await sectionsOf(db, anchor, ['related', 'suggested', 'accessories', 'combos']);
    const named = await cardListsIn(db, locale, [s.related, s.suggested, s.accessories, s.combos]);
    return {
      related: named[0] ?? [],
      suggested: named[1] ?? [],
      accessories: named[2] ?? [],
      combos: named[3] ?? [],
    };
  });
  // Kept at their usual prices, priced by the deals running as the page is asked for.
  const [related, suggested, accessories, combos] = await priceCardLists(db, [
    kept.related,
    kept.suggested,
    kept.accessories,
    kept.combos,
  ]);
  const shelves = { related, suggested, accessories, combos };
  return {
    ...namedIn(locale, toCard(p), p),
    description: inLanguage(locale, p.description, p.descriptionNe),
    images: json(p.images),
    category: {
      slug: p.categorySlug,
      name: inLanguage(locale, p.categoryName, p.categoryNameNe),
      kind: p.categoryKind,
    },
    brand: p.brandSlug && p.brandName ? { slug: p.brandSlug, name: p.brandName, logo: p.brandLogo } : null,
    store: {
      slug: p.storeSlug,
      name: p.storeName,
      logo: p.storeLogo,
      address: p.storeAddress,
      city: p.storeCity,
      district: p.storeDistrict,
      rating: roundRating(p.storeRating),
      followerCount: Number(p.storeFollowers),
      sameDayCutoffHour: p.storeCutoffHour,
    },
    flavour: p.flavourSlug && p.flavourName ? { slug: p.flavourSlug, name: p.flavourName } : null,
    occasions: json(p.occasions),
    tags: p.tags,
    colors: p.colors,
    sizes: p.sizes,
    prepHours: p.prepHours,
    maxPound: p.maxPound === null ? null : Number(p.maxPound),
    pricePerPound: p.pricePerPound,
    isReadyMade: p.isReadyMade,
    photoPrintable: p.photoPrintable,
    stock: p.stock,
    isActive: p.isActive,
    canonicalPath: `/product/${p.slug}`,
    ...shelves,
  };
}

/**
 * GET product/quick-info/:id: what the quick-view dialog of a listing shows; one statement, and
 * one more while a deal runs.
 */
export async function getQuickInfo({
  db,
  idOrSlug,
  locale = 'en',
}: {
  db: DbOrTx;
  idOrSlug: string;
  locale?: Locale;
}): Promise<TQuickInfo> {
  const [p] = await db
    .select({
      ...cardColumns,
      description: products.description,
      nameNe: products.nameNe,
      descriptionNe: products.descriptionNe,
      storeLogo: stores.logo,
      sizes: products.sizes,
      maxPound: products.maxPound,
      images: imagesJson,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(byIdOrSlug(idOrSlug), onSale))
    .limit(1);
  if (!p) throw productNotFound();
  const [card] = await priceCards(db, [namedIn(locale, toCard(p), p)]);
  return {
    ...card,
    excerpt: excerpt(inLanguage(locale, p.description, p.descriptionNe)),
    images: json(p.images),
    store: { slug: p.storeSlug, name: p.storeName, logo: p.storeLogo },
    sizes: p.sizes,
    maxPound: p.maxPound === null ? null : Number(p.maxPound),
    canonicalPath: `/product/${p.slug}`,
  };
}

/**
 * GET products/multiple: compare rows (up to 3) or previously viewed cards (up to 50),
 * in the order asked; unknown or inactive ids are left out. Ids or slugs both work. One query
 * (two while a deal runs).
 */
export async function getMultiple({
  db,
  ids,
  locale = 'en',
}: {
  db: DbOrTx;
  ids: string[];
  locale?: Locale;
}): Promise<TCompareRow[]> {
  const uuids = ids.filter(isUuid).map((s) => s.toLowerCase());
  const slugs = ids.filter((s) => !isUuid(s));
  const which: SQL[] = [];
  if (uuids.length) which.push(inArray(products.id, uuids));
  if (slugs.length) which.push(inArray(products.slug, slugs));
  const rows = await db
    .select({
      ...cardColumns,
      description: products.description,
      nameNe: products.nameNe,
      descriptionNe: products.descriptionNe,
      categorySlug: categories.slug,
      categoryName: categories.name,
      categoryNameNe: categories.nameNe,
      brandSlug: brands.slug,
      brandName: brands.name,
      sizes: products.sizes,
      colors: products.colors,
      tags: products.tags,
      maxPound: products.maxPound,
      prepHours: products.prepHours,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(onSale, or(...which)));
  const found = new Map<string, TCompareRow>();
  for (const r of rows) {
    const row: TCompareRow = {
      ...namedIn(locale, toCard(r), r),
      description: inLanguage(locale, r.description, r.descriptionNe),
      category: { slug: r.categorySlug, name: inLanguage(locale, r.categoryName, r.categoryNameNe) },
      brand: r.brandSlug && r.brandName ? { slug: r.brandSlug, name: r.brandName } : null,
      sizes: r.sizes,
      colors: r.colors,
      tags: r.tags,
      maxPound: r.maxPound === null ? null : Number(r.maxPound),
      prepHours: r.prepHours,
    };
    found.set(r.id, row);
    found.set(r.slug, row);
  }
  const out: TCompareRow[] = [];
  const seen = new Set<string>();
  for (const key of ids) {
    const row = found.get(isUuid(key) ? key.toLowerCase() : key);
    if (row && !seen.has(row.id)) {
      seen.add(row.id);
      out.push(row);
    }
  }
  return priceCards(db, out);
}

/** suggested-cakes and cake-accessory: one shelf of a product, in two statements. */
export async function shelfOf({
  db,
  productId,
  section,
  locale = 'en',
}: {
  db: DbOrTx;
  productId: string;
  section: Section;
  locale?: Locale;
}): Promise<TProductCard[]> {
  const [anchor] = await db
    .select({
      id: products.id,
      type: products.type,
      categoryId: products.categoryId,
      storeId: products.storeId,
      flavourId: products.flavourId,
    })
    .from(products)
    .where(and(byIdOrSlug(productId), onSale))
    .limit(1);
  if (!anchor) throw productNotFound();
  // Suggested cakes are cakes whatever the anchor is; beside a cake, from its other categories.
  const a =
    section === 'suggested' && anchor.type !== 'cake' ? { ...anchor, type: 'cake', categoryId: -1 } : anchor;
  return cardsIn(db, locale, await priceCards(db, (await sectionsOf(db, a, [section]))[section]));
}
