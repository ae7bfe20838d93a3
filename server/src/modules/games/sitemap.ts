import { and, asc, eq, gt } from 'drizzle-orm';
import { roulettes } from '../../db/schema/games.ts';
import type { SitemapSource } from '../catalog/index.ts';

/** Published roulette wheels that have not ended, in one query; an ended one has no prize left to win. */
export const gameSitemapEntries: SitemapSource = async ({ db, now }) => {
  const rows = await db
    .select({ slug: roulettes.slug, updatedAt: roulettes.updatedAt })
    .from(roulettes)
    .where(and(eq(roulettes.isPublished, true), gt(roulettes.endsAt, now)))
    .orderBy(asc(roulettes.startsAt), asc(roulettes.id));
  return rows.map((r) => ({ path: `/roulette/${r.slug}`, lastmod: r.updatedAt }));
};
