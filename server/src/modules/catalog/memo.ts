import type { DbOrTx } from '../../db/client.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';

// The catalog's slowly changing answers (category tree, home page, facets, sitemap). Each caller
// picks a short lifetime that bounds how stale they may be; catalogue changes drop them sooner.
const catalogCache = createMemoCache({ name: 'catalog' });

// The sitemap, apart: it is kept under the response cache's generation, so one is kept at a time.
const sitemapCache = createMemoCache({ name: 'sitemap', maxEntries: 1 });

export const memo = catalogCache.get;

export const sitemapMemo = sitemapCache.get;

/** Forgets every cached answer of one database (tests that change data between calls). */
export const forgetMemo = (db: DbOrTx) => {
  catalogCache.forget(db);
  sitemapCache.forget(db);
};

/** Drops every kept answer at once, after a product was added, changed or taken off the shop. */
export const invalidateMemo = () => {
  catalogCache.invalidate();
  sitemapCache.invalidate();
};
