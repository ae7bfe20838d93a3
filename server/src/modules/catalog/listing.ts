import {
  arriveByProblem,
  type Locale,
  listingFacets,
  type TCollectionListing,
  type TCollectionSlug,
  type TListingData,
  type TListingFacet,
  type TListingQuery,
  type TOccasionListing,
  type TPagination,
  type TProductCard,
  type TUrgentListing,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { occasions, products, stores } from '../../db/schema/catalog.ts';
import * as clock from '../../lib/clock.ts';
import { paginate } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { dealsRunAt, priceCards, priceNowSql } from '../deals/index.ts';
import { type CardRow, cardColumns, toCard } from './cards.ts';
import { datedCards } from './earliest.ts';
import { summarySql } from './facets.ts';
import { filterWhere, pricesMatter } from './filter-query.ts';
import { cardsIn } from './language.ts';
import { orderBy, type Scope, scopeWhere } from './listing-query.ts';
import { memo } from './memo.ts';
import { cardPage, intLiteral, withSummary } from './page-query.ts';

export type Listing = {
  products: TProductCard[];
  filterbox: TListingData['filterbox'];
  pagination: TPagination;
};

const SUMMARY_TTL_MS = 60_000;
/** Deeper pages are rare: they are not kept prepared. */
const NAMED_PAGES = 5;

/**
 * One page of a listing in one statement whatever the page size (no N+1): the page of cards,
 * picked first on the indexes that match each sort order (schema/catalog.ts), so an OFFSET skips
 * index entries rather than built cards. The scope's summary (facets and size) changes slowly
 * and counting it is the costly part of a listing (35,000 cakes at 100k products), so it is kept
 * a minute per scope and computed inside the page statement by the first request that needs it.
 * Without filters the total is the scope's size from that summary; with filters the filtered set
 * is counted in the same statement. `facets` are the filters the listing offers (listingFacets):
 * only those are counted and applied.
 */
export async function listProducts({
  db,
  scope,
  query,
  facets = listingFacets(null),
  now = clock.now(),
  locale = 'en',
}: {
  db: DbOrTx;
  scope: Scope;
  query: TListingQuery;
  facets?: readonly TListingFacet[];
  now?: Date;
  /** The answer's language: the cards' names (language.ts). */
  locale?: Locale;
}): Promise<Listing> {
  if (facets.includes('arriveBy')) assertArriveBy(query.arriveBy, now);
  const priceNow = await priceOfQuery(db, query, now);
  const price = priceNow ?? products.sellingPricePaisa;
  const filters = filterWhere(query, facets, now, price);
  // Built only when the statement is (a prepared page's once per shape).
  const where = () => and(scopeWhere(scope), ...filters) as SQL;
  const ids = () =>
    sql`select ${products.id} from ${products} where ${where()} order by ${sql.join(orderBy(query.sort, scope, price), sql`, `)} limit ${intLiteral(query.perPage)} offset ${intLiteral((query.page - 1) * query.perPage)}`;
  const filtered = filters.length > 0;
  // Without filters or the price now, a page's statement is fixed by its scope, sort and
  // position: once the summary is remembered it runs prepared (a few pages deep, as search's).
  const shaped = !filtered && !priceNow && query.page <= NAMED_PAGES;
  const { page, summary } = await withSummary({
    db,
    remember: memo,
    key: `summary:${JSON.stringify(scope)}:${facets.join(',')}`,
    ttlMs: SUMMARY_TTL_MS,
    run: (known) =>
      cardPage({
        db,
        ids,
        total: filtered ? sql`(select count(*)::int from ${products} where ${where()})` : null,
        summary: known ? null : summarySql({ where: scopeWhere(scope), facets, now }),
        shape:
          known && shaped
            ? {
                family: 'listing',
                key: `${JSON.stringify(scope)}|${query.sort}|${query.perPage}|${query.page}`,
                values: {},
              }
            : undefined,
        now,
      }),
  });
  const total = filtered ? (page.total ?? 0) : summary.total;
  return {
    products: await cardsIn(db, locale, await priceCards(db, datedCards(page.rows, page.closed, now), now)),
    filterbox: summary.filterbox,
    pagination: paginate(total, page.rows.length, query.perPage, query.page),
  };
}

/**
 * What a listing or a search sorts and filters prices on: while a campaign runs, the price the
 * cards show (one small read of the deals); undefined, for the plain column and its index, when
 * nothing runs or the query neither sorts nor filters by price.
 */
export async function priceOfQuery(
  db: DbOrTx,
  q: Pick<TListingQuery, 'sort' | 'minPrice' | 'maxPrice'>,
  now: Date,
): Promise<SQL | undefined> {
  if (!pricesMatter(q) || !(await dealsRunAt(db, now))) return undefined;
  return priceNowSql(db, now);
}

/** 400 for a "can arrive by" date that has passed or is further ahead than deliveries are booked. */
export function assertArriveBy(date: string | undefined, now: Date) {
  const problem = date === undefined ? null : arriveByProblem(date, todayInKathmandu(now));
  if (problem) throw new AppError('bad_query', `${problem} (arriveBy)`, 400, { arriveBy: [problem] });
}

/**
 * A fixed number of cards of a scope (home sections, shelves); one query. At their usual prices:
 * callers that keep them price them as they answer (priceCards).
 */
export async function cardsOf(o: {
  db: DbOrTx;
  scope: Scope;
  sort?: TListingQuery['sort'];
  limit: number;
}): Promise<TProductCard[]> {
  return (await cardRowsOf(o)).map(toCard);
}

/** cardsOf's rows, for a caller that adds what the rows know (the earliest delivery day). */
export async function cardRowsOf({
  db,
  scope,
  sort = 'popular',
  limit,
}: {
  db: DbOrTx;
  scope: Scope;
  sort?: TListingQuery['sort'];
  limit: number;
}): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(scopeWhere(scope))
    .orderBy(...orderBy(sort, scope))
    .limit(limit);
}

const page = (l: Listing, head: Pick<TListingData, 'title' | 'description' | 'image'>) => ({
  data: { ...head, products: l.products, filterbox: l.filterbox },
  pagination: l.pagination,
});

type ListingOptions = { db: DbOrTx; query: TListingQuery; locale?: Locale };

export async function listAllProducts({ db, query, locale }: ListingOptions) {
  const l = await listProducts({ db, scope: { kind: 'all' }, query, locale });
  return page(l, {
    title: 'All products',
    description: 'Cakes, flowers, chocolates and gifts from shops across the Kathmandu valley.',
    image: null,
  });
}

export async function listDonations({ db, query, locale }: ListingOptions) {
  const l = await listProducts({
    db,
    scope: { kind: 'type', type: 'donation' },
    query,
    locale,
    facets: listingFacets('donations'),
  });
  return page(l, {
    title: 'Donations',
    description: 'Give a meal, a school kit or care in someone’s name through trusted organisations.',
    image: null,
  });
}

const COLLECTION_TEXT: Record<TCollectionSlug, { title: string; description: string }> = {
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
  locale,
}: ListingOptions & { slug: string }): Promise<{ data: TCollectionListing; pagination: TPagination }> {
  if (!Object.hasOwn(COLLECTION_TEXT, slug))
    throw new AppError('not_found', m.errors_catalog_collection_not_found(), 404);
  const collection = slug as TCollectionSlug;
  const l = await listProducts({ db, scope: { kind: 'collection', slug: collection }, query, locale });
  const { data, pagination } = page(l, { ...COLLECTION_TEXT[collection], image: null });
  return { data: { ...data, collection }, pagination };
}

export async function listOccasion({
  db,
  slug,
  query,
  locale,
}: ListingOptions & { slug: string }): Promise<{ data: TOccasionListing; pagination: TPagination }> {
  const [occasion] = await db.select().from(occasions).where(eq(occasions.slug, slug));
  if (!occasion) throw new AppError('not_found', m.errors_catalog_occasion_not_found(), 404);
  const l = await listProducts({ db, scope: { kind: 'occasion', id: occasion.id }, query, locale });
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
  locale = 'en',
}: ListingOptions): Promise<{ data: TUrgentListing; pagination: TPagination }> {
  const [l, readyMadeCakes] = await Promise.all([
    listProducts({ db, scope: { kind: 'urgent' }, query, locale }),
    cardsOf({ db, scope: { kind: 'ready-made-cakes' }, limit: READY_MADE_SHELF }).then(async (c) =>
      cardsIn(db, locale, await priceCards(db, c)),
    ),
  ]);
  const { data, pagination } = page(l, {
    title: 'Urgent cakes and gifts',
    description:
      'Need it in a hurry? These leave the shop fastest, and the ready-made cakes are waiting in the chiller.',
    image: null,
  });
  return { data: { ...data, readyMadeCakes }, pagination };
}
