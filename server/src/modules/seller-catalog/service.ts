import { slugify, type TDashboardProduct, type TProductInput } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { romanise } from '../../lib/romanise.ts';
import { recordChange } from '../audit/index.ts';
import { offerWholeCakeRange } from '../cake/index.ts';
import {
  catalogChanged,
  deleteProductOccasions,
  insertProduct,
  insertProductOccasions,
  updateProduct,
} from '../catalog/index.ts';
import { brands, categories, occasions, type Product, productImages, products } from '../catalog/tables.ts';
import { searchCatalogChanged } from '../search/index.ts';
import { ownProduct, ownStore, type Staff } from './access.ts';
import { assertComplete, missingOf } from './completeness.ts';
import { toDashboardProduct } from './product-reads.ts';

// Writing a product: every save checks the store, category, brand and occasions it names, keeps
// its web address unique, and leaves a live product live only while it is complete.

const bad = (field: string, message: string) =>
  new AppError('bad_input', message, 400, { [field]: [message] });

/** Category, brand and occasions must exist and fit the store; their names feed search. */
async function checkReferences(db: DbOrTx, input: TProductInput) {
  const [category] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, input.categoryId), eq(categories.isActive, true)));
  if (!category) throw bad('categoryId', 'Choose a category from the list');
  let brandName: string | null = null;
  if (input.brandId !== null) {
    const [brand] = await db
      .select({ name: brands.name })
      .from(brands)
      .where(and(eq(brands.id, input.brandId), eq(brands.storeId, input.storeId)));
    if (!brand) throw bad('brandId', 'Choose one of the store’s brands');
    brandName = brand.name;
  }
  const occasionRows = input.occasionIds.length
    ? await db
        .select({ name: occasions.name })
        .from(occasions)
        .where(inArray(occasions.id, input.occasionIds))
    : [];
  if (occasionRows.length !== input.occasionIds.length)
    throw bad('occasionIds', 'Choose occasions from the list');
  return [category.name, brandName, ...occasionRows.map((o) => o.name)];
}

/** The asked-for address if free (409 if not), or the name's with the first free number. */
async function freeSlug(db: DbOrTx, input: TProductInput, selfId: string | null, current?: string) {
  const mine = selfId ? ne(products.id, selfId) : undefined;
  const wanted = input.slug || current;
  if (wanted) {
    const [taken] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.slug, wanted), mine));
    if (taken.n > 0)
      throw new AppError('slug_taken', m.errors_sellers_product_slug_taken(), 409, {
        slug: [m.errors_sellers_product_slug_taken()],
      });
    return wanted;
  }
  const base = slugify(input.name) || 'product';
  const used = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        .where(and(or(eq(products.slug, base), like(products.slug, `${base}-%`)), mine))
    ).map((r) => r.slug),
  );
  let n = 1;
  while (used.has(n === 1 ? base : `${base}-${n}`)) n++;
  return n === 1 ? base : `${base}-${n}`;
}

/**
 * The B-weight search words a generated column cannot look up itself: the category, brand,
 * occasion and store names, and the Nepali name in Latin letters (romanise).
 */
const searchKeywords = (input: TProductInput, names: (string | null)[], storeName: string) =>
  [...names, storeName, input.nameNe && romanise(input.nameNe)].filter(Boolean).join(' ');

const toPaisa = (rupees: number | null) => (rupees === null ? null : Math.round(rupees * 100));

function columnsOf(input: TProductInput, slug: string, keywords: string) {
  return {
    slug,
    name: input.name,
    description: input.description,
    nameNe: input.nameNe,
    descriptionNe: input.descriptionNe,
    storeId: input.storeId,
    categoryId: input.categoryId,
    brandId: input.brandId,
    // A draft may be saved before it has a price: 0 stands for "none yet" and keeps it off the shop.
    pricePaisa: toPaisa(input.price) ?? 0,
    salePricePaisa: toPaisa(input.salePrice),
    stock: input.stock,
    isReadyMade: input.stock !== null,
    prepHours: input.prepHours,
    isSameDay: input.isSameDay,
    photoPrintable: input.type === 'cake' && input.photoPrintable,
    tags: input.tags,
    colors: input.colors,
    sizes: input.sizes,
    keywords,
    updatedAt: new Date(),
  };
}

/** Turns a unique-index race (two saves of one address at once) into the same 409. */
async function slugSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause ?? (e as { code?: string });
    if (cause?.code === '23505')
      throw new AppError('slug_taken', m.errors_sellers_product_slug_taken(), 409, {
        slug: [m.errors_sellers_product_slug_taken()],
      });
    throw e;
  }
}

/** After any change: the shop's kept answers are rebuilt so it shows the change at once. */
export async function shopChanged(db: DbOrTx, since: Date) {
  catalogChanged();
  await searchCatalogChanged({ db, since });
}

export async function createSellerProduct(o: { db: Db; staff: Staff; input: TProductInput }) {
  const { db, staff, input } = o;
  const started = new Date();
  const store = await ownStore(db, staff, input.storeId);
  const names = await checkReferences(db, input);
  const id = await slugSafe(() =>
    db.transaction(async (tx) => {
      const slug = await freeSlug(tx, input, null);
      const keywords = searchKeywords(input, names, store.name);
      const row = await insertProduct(tx, {
        ...columnsOf(input, slug, keywords),
        type: input.type,
        status: 'draft',
        isActive: false,
        ...(input.type === 'cake' ? { minPound: 1 } : {}),
      });
      await insertProductOccasions(tx, row.id, input.occasionIds);
      if (input.type === 'cake') await offerWholeCakeRange(tx, row.id);
      return row.id;
    }),
  );
  await shopChanged(db, started);
  return getSellerProduct({ db, staff, id });
}

export async function getSellerProduct(o: {
  db: DbOrTx;
  staff: Staff;
  id: string;
}): Promise<TDashboardProduct> {
  return toDashboardProduct(o.db, await ownProduct(o.db, o.staff, o.id));
}

const imageCount = async (db: DbOrTx, productId: string) =>
  (await db.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId)))[0].n;

/** Saves in one transaction with the row locked; a live product missing something goes back to draft. */
export async function updateSellerProduct(o: { db: Db; staff: Staff; id: string; input: TProductInput }) {
  const { db, staff, input } = o;
  const started = new Date();
  const current = await ownProduct(db, staff, o.id);
  // What the dashboard showed before the save, for the audit log.
  const before = await toDashboardProduct(db, current);
  if (input.type !== current.type)
    throw bad('type', 'A product’s type is fixed once it is created; create a new product instead');
  const store = await ownStore(db, staff, input.storeId);
  const names = await checkReferences(db, input);
  await slugSafe(() =>
    db.transaction(async (tx) => {
      const locked = await ownProduct(tx, staff, o.id, true);
      const slug = await freeSlug(tx, input, locked.id, locked.slug);
      const keywords = searchKeywords(input, names, store.name);
      const columns = columnsOf(input, slug, keywords);
      const complete = missingOf({ ...columns, imageCount: await imageCount(tx, locked.id) }).length === 0;
      const demote = locked.status === 'live' && !complete;
      await updateProduct(tx, locked.id, {
        ...columns,
        ...(demote ? { status: 'draft' as const, isActive: false } : {}),
      });
      await deleteProductOccasions(tx, locked.id);
      await insertProductOccasions(tx, locked.id, input.occasionIds);
    }),
  );
  await shopChanged(db, started);
  const after = await getSellerProduct({ db, staff, id: current.id });
  await recordChange(db, { entity: 'product', entityId: current.id, before, after });
  return after;
}

async function setStatus(
  db: Db,
  staff: Staff,
  id: string,
  change: (p: Product, images: number) => void,
  live: boolean,
) {
  const started = new Date();
  const productId = await db.transaction(async (tx) => {
    const p = await ownProduct(tx, staff, id, true);
    change(p, await imageCount(tx, p.id));
    await updateProduct(tx, p.id, {
      status: live ? 'live' : 'archived',
      isActive: live,
      updatedAt: new Date(),
    });
    await recordChange(tx, {
      entity: 'product',
      entityId: p.id,
      before: { status: p.status },
      after: { status: live ? 'live' : 'archived' },
    });
    return p.id;
  });
  await shopChanged(db, started);
  return getSellerProduct({ db, staff, id: productId });
}

/** Puts a complete draft or archived product in the shop; 400 naming what it lacks otherwise. */
export const publishSellerProduct = (o: { db: Db; staff: Staff; id: string }) =>
  setStatus(o.db, o.staff, o.id, (p, images) => assertComplete({ ...p, imageCount: images }), true);

/** Takes a product off the shop; publishing brings it back. */
export const archiveSellerProduct = (o: { db: Db; staff: Staff; id: string }) =>
  setStatus(o.db, o.staff, o.id, () => {}, false);
