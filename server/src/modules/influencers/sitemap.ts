import { desc, eq } from 'drizzle-orm';
import { influencers } from '../../db/schema/influencers.ts';
import { latest, type SitemapSource } from '../catalog/index.ts';

/**
 * The influencers list and every approved influencer's page, in one query: they asked the shop
 * to show them to everyone, unlike shoppers' own profiles, which stay out of the sitemap.
 */
export const influencerSitemapEntries: SitemapSource = async ({ db }) => {
  const rows = await db
    .select({ id: influencers.id, updatedAt: influencers.updatedAt })
    .from(influencers)
    .where(eq(influencers.status, 'approved'))
    .orderBy(desc(influencers.decidedAt), desc(influencers.id));
  return [
    { path: '/influencers', lastmod: latest(...rows.map((r) => r.updatedAt)) },
    ...rows.map((r) => ({ path: `/influencer/${r.id}`, lastmod: r.updatedAt })),
  ];
};
