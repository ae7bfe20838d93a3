import type {
  Locale,
  TListingQuery,
  TPagination,
  TStoreInfo,
  TStoreListing,
  TStorePage,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands, stores } from '../../db/schema/catalog.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { priceCards } from '../deals/index.ts';
import { col, followerCountOf, roundRating } from './cards.ts';
import { datedCards, loadClosedDays } from './earliest.ts';
import { cardsIn } from './language.ts';
import { cardRowsOf, listProducts } from './listing.ts';

const STORE_PAGE_PRODUCTS = 8;

/** The store, its brands (as JSON) and its active product count, in one query. */
async function storeInfo(db: DbOrTx, slug: string): Promise<{ id: number; info: TStoreInfo }> {
  const [s] = await db
    .select({
      id: stores.id,
      slug: stores.slug,
      name: stores.name,
      description: stores.description,
      logo: stores.logo,
      banner: stores.banner,
      address: stores.address,
      city: stores.city,
      phone: stores.phone,
      openingHours: stores.openingHours,
      ratingAvg: stores.ratingAvg,
      ratingCount: stores.ratingCount,
      followerCount: followerCountOf(col('stores', 'id')),
      productCount: sql<number>`(select count(*)::int from products p where p.store_id = ${col('stores', 'id')} and p.is_active)`,
      brands: sql<
        { slug: string; name: string; logo: string | null }[]
      >`(select coalesce(json_agg(json_build_object('slug', b.slug, 'name', b.name, 'logo', b.logo) order by b.sort_order, b.name), '[]'::json) from ${brands} b where b.store_id = ${col('stores', 'id')})`,
    })
    .from(stores)
    .where(and(eq(stores.slug, slug), eq(stores.isActive, true)))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!s) {
    // A store that exists but is not open (suspended, or closed by its owner) says so, so a
    // shopper with an old link learns it is closed rather than that the address is wrong.
    const [closed] = await db
      .select({ name: stores.name })
      .from(stores)
      .where(eq(stores.slug, slug))
      .limit(1);
    if (closed)
      throw new AppError('store_closed', m.errors_more_store_not_taking({ name: closed.name }), 410);
    throw new AppError('not_found', m.errors_catalog_store_not_found(), 404);
  }
  const { id, ratingAvg, ratingCount, productCount, followerCount, brands: brandList, ...rest } = s;
  return {
    id,
    info: {
      ...rest,
      openingHours: rest.openingHours ?? null,
      rating: roundRating(ratingAvg),
      ratingCount,
      productCount: Number(productCount),
      followerCount: Number(followerCount),
      brands: typeof brandList === 'string' ? JSON.parse(brandList) : brandList,
    },
  };
}

/** GET store/:slug: the store and its 8 most popular products, each with its earliest delivery day. */
export async function getStorePage({
  db,
  slug,
  now = clock.now(),
  locale = 'en',
}: {
  db: DbOrTx;
  slug: string;
  now?: Date;
  locale?: Locale;
}): Promise<TStorePage> {
  const { id, info } = await storeInfo(db, slug);
  const [top, closed] = await Promise.all([
    cardRowsOf({ db, scope: { kind: 'store', id }, limit: STORE_PAGE_PRODUCTS }),
    loadClosedDays(db, [id], now),
  ]);
  const cards = await priceCards(db, datedCards(top, closed, now), now);
  return { store: info, products: await cardsIn(db, locale, cards) };
}

/** GET store/:slug/products: the store's listing with filters. */
export async function listStoreProducts({
  db,
  slug,
  query,
  locale,
}: {
  db: DbOrTx;
  slug: string;
  query: TListingQuery;
  locale?: Locale;
}): Promise<{ data: TStoreListing; pagination: TPagination }> {
  const { id, info } = await storeInfo(db, slug);
  const l = await listProducts({ db, scope: { kind: 'store', id }, query, locale });
  return {
    data: {
      title: `${info.name}: all products`,
      description: info.description,
      image: info.banner,
      products: l.products,
      filterbox: l.filterbox,
      store: info,
    },
    pagination: l.pagination,
  };
}
