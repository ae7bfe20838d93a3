import { INFO_PAGE_KEYS, INFO_PAGE_PATHS } from '@upahar/contract';
import { inArray } from 'drizzle-orm';
import type { SitemapSource } from '../catalog/index.ts';
import { siteContent } from '../content/tables.ts';
import { CONTENT_KEY } from './pages.ts';

/**
 * The shop's pages about itself: the information pages (about, FAQ, contact, policies), dated by
 * their last edit, in one query, and the page for would-be sellers. A page whose text ships with
 * the shop (that one, or an information page nobody has edited yet) has no date to give.
 */
export const infoPageSitemapEntries: SitemapSource = async ({ db }) => {
  const rows = await db
    .select({ key: siteContent.key, updatedAt: siteContent.updatedAt })
    .from(siteContent)
    .where(inArray(siteContent.key, Object.values(CONTENT_KEY)));
  const edited = new Map(rows.map((r) => [r.key, r.updatedAt]));
  return [
    ...INFO_PAGE_KEYS.map((key) => ({
      path: INFO_PAGE_PATHS[key],
      lastmod: edited.get(CONTENT_KEY[key]) ?? null,
    })),
    { path: '/sell-at-ug', lastmod: null },
  ];
};
