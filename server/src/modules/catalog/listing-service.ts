import type {
  TCollectionListing,
  TCollectionSlug,
  TListingData,
  TListingQuery,
  TOccasionListing,
  TPagination,
  TProductCard,
  TUrgentListing,
} from '@upahar/contract';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { occasions, products, stores } from '../../db/schema/index.ts';
import { paginate } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { cardColumns, toCard } from './cards.ts';
import { filterBox } from './facets.ts';
import { filterWhere, orderBy, type Scope, scopeWhere } from './listing-query.ts';
import { memo } from './memo.ts';

export type Listing = {
  products: TProductCard[];
  filterbox: TListingData['filterbox'];
  pagination: TPagination;
};

const FACETS_TTL_MS = 60_000;

/**
 * One page of a listing in three statements whatever the page size (no N+1): the page
 * of cards, the total of the filtered set, and the filter box over the unfiltered scope (two
 * while that filter box is cached).
 * The total is an exact count on the filtered set: every filter is indexed and the catalogue is
 * thousands, not millions, of products (COUNT over big joins is slow on hot paths; this one has
 * no join). Cache it per scope if catalogues grow past ~100k.
 */
export async function listProducts({
  db,
  scope,
  query,
}: {
  db: DbOrTx;
  scope: Scope;
  query: TListingQuery;
}): Promise<Listing> {
  const base = scopeWhere(scope);
  const where = and(base, ...filterWhere(query));
  const order = orderBy(query.sort, scope);
  // The page's ids are picked first on the narrow indexes; card columns (with their picture
  // sub-selects) are then computed for those rows only, not for every row an OFFSET skips.
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .as('page_ids');
  const [rows, [{ total }], filterbox] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(pageIds, eq(pageIds.id, products.id))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .orderBy(...order),
    db.select({ total: count() }).from(products).where(where),
    // Filter box: the scope's facets barely change, and counting them is the costly part
    // of a listing (~70 ms over 3,500 cakes on PGlite), so they are kept a minute per scope.
    memo(db, `facets:${JSON.stringify(scope)}`, FACETS_TTL_MS, () => filterBox({ db, where: base })),
  ]);
  return {
    products: rows.map(toCard),
    filterbox,
    pagination: paginate(Number(total), rows.length, query.perPage, query.page),
  };
}

/** A fixed number of cards of a scope (home sections, shelves); one query. */
export async function cardsOf({
  db,
  scope,
  sort = 'popular',
  limit,
}: {
  db: DbOrTx;
  scope: Scope;
  sort?: TListingQuery['sort'];
  limit: number;
}): Promise<TProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(scopeWhere(scope))
    .orderBy(...orderBy(sort, scope))
    .limit(limit);
  return rows.map(toCard);
}

const page = (l: Listing, head: Pick<TListingData, 'title' | 'description' | 'image'>) => ({
  data: { ...head, products: l.products, filterbox: l.filterbox },
  pagination: l.pagination,
});

export async function listAllProducts({ db, query }: { db: DbOrTx; query: TListingQuery }) {
  const l = await listProducts({ db, scope: { kind: 'all' }, query });
  return page(l, {
    title: 'All products',
    description: 'Cakes, flowers, chocolates and gifts from shops across the Kathmandu valley.',
    image: null,
  });
}

export async function listDonations({ db, query }: { db: DbOrTx; query: TListingQuery }) {
  const l = await listProducts({ db, scope: { kind: 'type', type: 'donation' }, query });
  return page(l, {
    title: 'Donations',
    description: 'Give a meal, a school kit or care in someone’s name through trusted organisations.',
    image: null,
  });
}

export const COLLECTION_TEXT: Record<TCollectionSlug, { title: string; description: string }> = {
  offers: { title: 'Offers', description: 'Cakes and gifts on sale right now.' },
  trending: { title: 'Trending', description: 'What the valley is ordering this week.' },
  recommended: { title: 'Recommended for you', description: 'Our best-rated cakes and gifts.' },
  new: { title: 'New arrivals', description: 'Fresh from our bakers and makers.' },
  eggless: { title: 'Eggless', description: 'Cakes and treats made without eggs.' },
  'same-day': { title: 'Same-day delivery', description: 'Order now, delivered today in the valley.' },
  'ready-made': {
    title: 'Ready-made',
    description: 'Ready in the shop and out of the door within the hour.',
  },
};

export async function listCollection({
  db,
  slug,
  query,
}: {
  db: DbOrTx;
  slug: string;
  query: TListingQuery;
}): Promise<{ data: TCollectionListing; pagination: TPagination }> {
  if (!Object.hasOwn(COLLECTION_TEXT, slug)) throw new AppError('not_found', 'Collection not found', 404);
  const collection = slug as TCollectionSlug;
  const l = await listProducts({ db, scope: { kind: 'collection', slug: collection }, query });
  const { data, pagination } = page(l, { ...COLLECTION_TEXT[collection], image: null });
  return { data: { ...data, collection }, pagination };
}

export async function listOccasion({
  db,
  slug,
  query,
}: {
  db: DbOrTx;
  slug: string;
  query: TListingQuery;
}): Promise<{ data: TOccasionListing; pagination: TPagination }> {
  const [occasion] = await db.select().from(occasions).where(eq(occasions.slug, slug));
  if (!occasion) throw new AppError('not_found', 'Occasion not found', 404);
  const l = await listProducts({ db, scope: { kind: 'occasion', id: occasion.id }, query });
  const { data, pagination } = page(l, {
    title: occasion.name,
    description: occasion.description,
    image: occasion.image,
  });
  return { data: { ...data, occasion: { slug: occasion.slug, name: occasion.name } }, pagination };
}

const READY_MADE_SHELF = 12;

/** products/urgent answers products (paginated) and readyMadeCakes. */
export async function listUrgent({
  db,
  query,
}: {
  db: DbOrTx;
  query: TListingQuery;
}): Promise<{ data: TUrgentListing; pagination: TPagination }> {
  const [l, readyMadeCakes] = await Promise.all([
    listProducts({ db, scope: { kind: 'urgent' }, query }),
    cardsOf({ db, scope: { kind: 'ready-made-cakes' }, limit: READY_MADE_SHELF }),
  ]);
  const { data, pagination } = page(l, {
    title: 'Urgent cakes and gifts',
    description:
      'Need it in a hurry? These leave the shop fastest, and the ready-made cakes are waiting in the chiller.',
    image: null,
  });
  return { data: { ...data, readyMadeCakes }, pagination };
}
