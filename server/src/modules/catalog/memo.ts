import { createMemoCache } from '../../lib/memo-cache.ts';

// The catalog's slowly changing answers (category tree, home page, facets, sitemap). Nothing
// invalidates them: each caller picks a short lifetime that bounds how stale they may be.
const catalogCache = createMemoCache();

export const memo = catalogCache.get;

/** Forgets every cached answer of one database (tests that change data between calls). */
export const forgetMemo = catalogCache.forget;

/** Drops every kept answer at once, after a product was added, changed or taken off the shop. */
export const invalidateMemo = catalogCache.invalidate;
