import { and, asc, eq, gt } from 'drizzle-orm';
import { campaignOffers, campaigns } from '../../db/schema/campaigns.ts';
import { latest, type SitemapEntry, type SitemapSource } from '../catalog/index.ts';
import { brands, categories } from '../catalog/tables.ts';

/**
 * Published campaigns that have not ended, with the category and brand pages their offers name
 * (the links the campaign page shows), in one query. An ended campaign's page stays up as a
 * record but leaves the sitemap: it has nothing left to sell.
 */
export const campaignSitemapEntries: SitemapSource = async ({ db, now }) => {
  const rows = await db
    .select({
      slug: campaigns.slug,
      updatedAt: campaigns.updatedAt,
      offerAt: campaignOffers.createdAt,
      category: categories.slug,
      brand: brands.slug,
    })
    .from(campaigns)
    .leftJoin(campaignOffers, eq(campaignOffers.campaignId, campaigns.id))
    .leftJoin(categories, and(eq(categories.id, campaignOffers.categoryId), eq(categories.isActive, true)))
    .leftJoin(brands, eq(brands.id, campaignOffers.brandId))
    .where(and(eq(campaigns.isPublished, true), gt(campaigns.endsAt, now)))
    .orderBy(
      asc(campaigns.startsAt),
      asc(campaigns.id),
      asc(campaignOffers.sortOrder),
      asc(campaignOffers.id),
    );
  const pages = new Map<string, SitemapEntry>();
  const add = (path: string, lastmod: Date | null) => {
    const seen = pages.get(path);
    pages.set(path, { path, lastmod: latest(seen?.lastmod, lastmod) });
  };
  for (const r of rows) {
    const changed = latest(r.updatedAt, r.offerAt);
    add(`/campaign/${r.slug}`, changed);
    if (r.category) add(`/campaign/${r.slug}/category/${r.category}`, changed);
    if (r.brand) add(`/campaign/${r.slug}/brand/${r.brand}`, changed);
  }
  return [...pages.values()];
};
