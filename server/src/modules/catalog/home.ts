import { type Locale, STANDALONE_CATEGORY_KINDS, type THomePage, type TTestimonial } from '@upahar/contract';
import { and, asc, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands, categories, occasions, stores } from '../../db/schema/catalog.ts';
import { getContent, slidesIn } from '../content/index.ts';
import { priceCardLists } from '../deals/index.ts';
import { col, followerCountOf } from './cards.ts';
import { cardListsIn, inLanguage } from './language.ts';
import { cardsOf } from './listing.ts';
import { memo } from './memo.ts';

const SHELF = 8;
// The home page may be a minute stale; it is the busiest page and changes slowly.
const HOME_TTL_MS = 60_000;

/**
 * GET home-page: sliders and the home shelves (offers, trending, ...), cached in memory a minute
 * per language at their usual prices and priced by the deals running as it answers.
 */
export async function getHomePage({
  db,
  locale = 'en',
}: {
  db: DbOrTx;
  locale?: Locale;
}): Promise<THomePage> {
  const page = await memo(db, `home-page:${locale}`, HOME_TTL_MS, () => buildHomePage({ db, locale }));
  const [offers, trending, recommended] = await priceCardLists(db, [
    page.offers,
    page.trending,
    page.recommended,
  ]);
  return { ...page, offers, trending, recommended };
}

async function buildHomePage({ db, locale }: { db: DbOrTx; locale: Locale }): Promise<THomePage> {
  const [sliders, offers, trending, recommended, cats, storeRows, brandRows, occasionRows] =
    await Promise.all([
      getContent({ db, key: 'homeSliders' }),
      cardsOf({ db, scope: { kind: 'collection', slug: 'offers' }, limit: SHELF }),
      cardsOf({ db, scope: { kind: 'collection', slug: 'trending' }, limit: SHELF }),
      cardsOf({ db, scope: { kind: 'collection', slug: 'recommended' }, limit: SHELF }),
      db
        .select({
          slug: categories.slug,
          name: categories.name,
          nameNe: categories.nameNe,
          image: categories.image,
        })
        .from(categories)
        .where(
          and(
            isNull(categories.parentId),
            eq(categories.isActive, true),
            notInArray(categories.kind, [...STANDALONE_CATEGORY_KINDS]),
          ),
        )
        .orderBy(asc(categories.sortOrder), asc(categories.name)),
      db
        .select({
          slug: stores.slug,
          name: stores.name,
          logo: stores.logo,
          rating: stores.ratingAvg,
          followerCount: followerCountOf(col('stores', 'id')),
        })
        .from(stores)
        .where(eq(stores.isActive, true))
        .orderBy(desc(stores.ratingAvg), asc(stores.name))
        .limit(12),
      db
        .select({ slug: brands.slug, name: brands.name, logo: brands.logo })
        .from(brands)
        .orderBy(asc(brands.sortOrder), asc(brands.name))
        .limit(16),
      db
        .select({ slug: occasions.slug, name: occasions.name, image: occasions.image })
        .from(occasions)
        .orderBy(asc(occasions.sortOrder), asc(occasions.name)),
    ]);
  const [offersIn, trendingIn, recommendedIn] = await cardListsIn(db, locale, [
    offers,
    trending,
    recommended,
  ]);
  return {
    sliders: slidesIn(locale, sliders),
    offers: offersIn,
    categories: cats.map((c) => ({
      slug: c.slug,
      name: inLanguage(locale, c.name, c.nameNe),
      image: c.image,
    })),
    stores: storeRows.map((s) => ({
      ...s,
      rating: Math.round(s.rating * 10) / 10,
      followerCount: Number(s.followerCount),
    })),
    trending: trendingIn,
    recommended: recommendedIn,
    brands: brandRows,
    occasions: occasionRows,
  };
}

/** GET testimonials: what customers said (site content key 'testimonials'). */
export function getTestimonials({ db }: { db: DbOrTx }): Promise<TTestimonial[]> {
  return getContent({ db, key: 'testimonials' });
}
