import {
  formatDate,
  type Locale,
  POUND_STEP,
  type TFindCakesData,
  type TFindCakesOptions,
  type TFindCakesQuery,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { paginate } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { fmtPound } from '../cake/index.ts';
import {
  arrivesBy,
  cardColumns,
  cardsIn,
  filterBox,
  onSale,
  poundFits,
  rowsOf,
  toCard,
} from '../catalog/index.ts';
import { productOccasions, products, stores } from '../catalog/tables.ts';
import { priceCards } from '../deals/index.ts';
import { assertDeliveryDate, lastDeliveryDate } from '../delivery/index.ts';
import { cakePriceSql, deliversTo } from './finder-sql.ts';

type Db = { db: DbOrTx };

// The finder's own form asks for the occasion, flavour, weight and date; its facets are the rest.
const FINDER_FACETS = ['size', 'color', 'brand', 'tags'] as const;

const FINDER_POUNDS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

const bad = (field: string, message: string) =>
  new AppError('bad_finder', message, 400, { [field]: [message] });

type Lookup = {
  occasion: { id: number; name: string } | null;
  flavour: { id: number; name: string } | null;
  location: { id: number; name: string; lat: number; lng: number; district: string; active: boolean } | null;
};

/** One query resolves the slugs and the location the form sent. */
async function lookUp({ db, q }: Db & { q: TFindCakesQuery }): Promise<Lookup> {
  if (!q.occasion && !q.flavour && q.locationId === undefined)
    return { occasion: null, flavour: null, location: null };
  const res = await db.execute(sql`
    select
      (select json_build_object('id', id, 'name', name) from occasions where slug = ${q.occasion ?? ''}) as occasion,
      (select json_build_object('id', id, 'name', name) from cake_flavours where slug = ${q.flavour ?? ''} and is_active) as flavour,
      (select json_build_object('id', id, 'name', name, 'lat', lat, 'lng', lng, 'district', district, 'active', is_active)
         from delivery_locations where id = ${q.locationId ?? 0}) as location
  `);
  const row = rowsOf<Record<keyof Lookup, unknown>>(res)[0];
  const parse = <T>(v: unknown): T | null =>
    v === null ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as T);
  return {
    occasion: parse(row.occasion),
    flavour: parse(row.flavour),
    location: parse(row.location),
  };
}

/**
 * find-cakes: cakes for an occasion and flavour that can be made at that pound,
 * cost at most the budget at that pound, are eggless when asked, and reach the location by the
 * date. Three queries whatever the page size: look-up, page (with its count), facets.
 */
export async function findCakes({
  db,
  q,
  now = clock.now(),
  locale = 'en',
}: Db & { q: TFindCakesQuery; now?: Date; locale?: Locale }): Promise<{
  data: TFindCakesData;
  pagination: ReturnType<typeof paginate>;
}> {
  if (q.pound !== undefined && !Number.isInteger(q.pound / POUND_STEP)) {
    throw bad('pound', m.errors_cake_finder_pounds());
  }
  assertDeliveryDate(now, q.date);
  const found = await lookUp({ db, q });
  if (q.occasion && !found.occasion) throw bad('occasion', m.errors_cake_finder_occasion());
  if (q.flavour && !found.flavour) throw bad('flavour', m.errors_cake_finder_flavour());
  if (q.locationId !== undefined && !found.location) throw bad('locationId', m.errors_cake_finder_location());
  if (found.location && !found.location.active) {
    throw bad('locationId', m.errors_cake_finder_no_delivery({ place: found.location.name }));
  }

  const pound = q.pound ?? null;
  const price = cakePriceSql({ pound, eggless: q.eggless, base: 'selling' });
  const conditions: SQL[] = [
    onSale,
    eq(products.type, 'cake'),
    sql`(${products.stock} is null or ${products.stock} > 0)`,
  ];
  if (found.occasion) {
    conditions.push(
      sql`${products.id} in (select ${productOccasions.productId} from ${productOccasions} where ${productOccasions.occasionId} = ${found.occasion.id})`,
    );
  }
  if (found.flavour) conditions.push(eq(products.flavourId, found.flavour.id));
  if (pound !== null) conditions.push(poundFits(pound));
  // Eggless by recipe, or with the eggless sponge as an extra (priced in above).
  if (q.eggless) conditions.push(or(eq(products.isEggless, true), eq(products.offersEggless, true)) as SQL);
  if (found.location) conditions.push(deliversTo(found.location));
  if (q.date) conditions.push(arrivesBy(now, q.date));
  const scope = and(...conditions) as SQL;
  const budget = q.budget === undefined ? [] : [sql`${price} <= ${Math.round(q.budget * 100)}`];

  const order =
    q.sort === 'price-asc'
      ? [asc(price), asc(products.id)]
      : q.sort === 'price-desc'
        ? [desc(price), asc(products.id)]
        : q.sort === 'newest'
          ? [desc(products.createdAt), asc(products.id)]
          : [desc(products.soldCount), desc(products.viewCount), asc(products.id)];
  const rows = await db
    .select({
      ...cardColumns,
      sellingPricePaisa: price,
      pricePaisa: cakePriceSql({ pound, eggless: q.eggless, base: 'list' }),
      minPound: pound === null ? products.minPound : sql<number>`${pound}::numeric`,
      total: sql<number>`count(*) over ()`,
    })
    .from(products)
    .leftJoin(stores, eq(stores.id, products.storeId))
    .where(and(scope, ...budget))
    .orderBy(...order)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.page > 1) {
    // Past the last page: the window count has no row to ride on.
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(scope, ...budget));
    total = Number(c?.n ?? 0);
  }
  const filterbox = await filterBox({ db, where: scope, facets: FINDER_FACETS, now });

  const what = [
    pound === null ? null : `${fmtPound(pound)} lb`,
    found.flavour?.name,
    q.eggless ? 'eggless' : null,
  ]
    .filter(Boolean)
    .join(' ');
  const where = found.location ? ` delivered to ${found.location.name}` : '';
  const when = q.date ? ` on ${formatDate(q.date, 'day', { now })}` : '';
  return {
    data: {
      title: found.occasion ? `Cakes for ${found.occasion.name}` : 'Cakes for you',
      description: `${what ? `${what[0].toUpperCase()}${what.slice(1)} cakes` : 'Cakes'}${where}${when}${
        q.budget === undefined ? '' : ` under Rs ${q.budget}`
      }`,
      image: null,
      products: await cardsIn(db, locale, await priceCards(db, rows.map(toCard))),
      filterbox,
      pound,
      date: q.date ?? null,
      location: found.location ? { id: found.location.id, name: found.location.name } : null,
    },
    pagination: paginate(total, rows.length, q.perPage, q.page),
  };
}

/** find-cakes/options: one query for the form's lists. */
export async function findCakesOptions({
  db,
  now = clock.now(),
}: Db & { now?: Date }): Promise<TFindCakesOptions> {
  const res = await db.execute(sql`
    select
      coalesce((select json_agg(json_build_object('slug', slug, 'name', name) order by sort_order, id) from occasions), '[]'::json) as occasions,
      coalesce((select json_agg(json_build_object('slug', slug, 'name', name, 'colour', colour) order by sort_order, id)
        from cake_flavours where is_active), '[]'::json) as flavours,
      coalesce((select json_agg(json_build_object('id', id, 'name', name, 'district', district) order by sort_order, id)
        from delivery_locations where is_active), '[]'::json) as locations
  `);
  const row = rowsOf<Record<string, unknown>>(res)[0];
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    occasions: parse(row.occasions),
    flavours: parse(row.flavours),
    locations: parse(row.locations),
    pounds: FINDER_POUNDS,
    minDate: todayInKathmandu(now),
    maxDate: lastDeliveryDate(now),
  };
}
