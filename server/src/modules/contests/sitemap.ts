import { and, desc, eq, isNull, max } from 'drizzle-orm';
import { contestEntries, contests } from '../../db/schema/contests.ts';
import { latest, type SitemapSource } from '../catalog/index.ts';

/**
 * The contests list and every contest, dated by what last changed on its page: its creation, a
 * new entry, or its results. One query. Entries' own pages are people's work, not the shop's
 * content, and are left to the contest page's links.
 */
export const contestSitemapEntries: SitemapSource = async ({ db }) => {
  const rows = await db
    .select({
      slug: contests.slug,
      createdAt: contests.createdAt,
      resultsAt: contests.resultsPublishedAt,
      lastEntry: max(contestEntries.createdAt),
    })
    .from(contests)
    .leftJoin(contestEntries, and(eq(contestEntries.contestId, contests.id), isNull(contestEntries.hiddenAt)))
    .groupBy(contests.id)
    .orderBy(desc(contests.endsAt), desc(contests.id));
  const pages = rows.map((c) => ({
    path: `/contest/${c.slug}`,
    lastmod: latest(c.createdAt, c.resultsAt, c.lastEntry),
  }));
  return [{ path: '/contests', lastmod: latest(...pages.map((p) => p.lastmod)) }, ...pages];
};
