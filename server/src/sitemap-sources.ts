import { blogSitemapEntries } from './modules/blog/index.ts';
import { campaignSitemapEntries } from './modules/campaigns/index.ts';
import { careerSitemapEntries } from './modules/careers/index.ts';
import type { SitemapSource } from './modules/catalog/index.ts';
import { contestSitemapEntries } from './modules/contests/index.ts';
import { gameSitemapEntries } from './modules/games/index.ts';
import { influencerSitemapEntries } from './modules/influencers/index.ts';
import { infoPageSitemapEntries } from './modules/info-pages/index.ts';
import { quizSitemapEntries } from './modules/quizzes/index.ts';

/**
 * The public pages with content that modules other than the catalogue keep, for sitemap.xml.
 * A module with new public pages names them here; people's own pages never go in.
 */
export const SITEMAP_SOURCES: SitemapSource[] = [
  infoPageSitemapEntries,
  blogSitemapEntries,
  campaignSitemapEntries,
  contestSitemapEntries,
  quizSitemapEntries,
  careerSitemapEntries,
  influencerSitemapEntries,
  gameSitemapEntries,
];
