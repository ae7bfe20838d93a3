import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns } from '../campaigns/tables.ts';
import { getContent, withSlideIds } from '../content/index.ts';

// Which banners the shop has, by key. Counts are kept only for these, so made-up keys never
// reach the table: the home slides, and the banner of each published campaign (numbered from 1,
// so a campaign could show more than one).

export type BannerInfo = { place: string; title: string; image: string | null; url: string | null };

const homeBannerKey = (slideId: string) => `home:${slideId}`;
const campaignBannerKey = (slug: string, n: number) => `campaign:${slug}:${n}`;

async function homeBanners(db: DbOrTx): Promise<[string, BannerInfo][]> {
  const slides = withSlideIds(await getContent({ db, key: 'homeSliders' }));
  return slides.map((s) => [
    homeBannerKey(s.id),
    { place: 'Home slider', title: s.title, image: s.image, url: s.url || null },
  ]);
}

/** The banners of campaign pages: `campaign:<slug>:1` for each published campaign with one. */
async function campaignBanners(db: DbOrTx): Promise<[string, BannerInfo][]> {
  const rows = await db
    .select({ slug: campaigns.slug, name: campaigns.name, banner: campaigns.bannerPath })
    .from(campaigns)
    .where(and(eq(campaigns.isPublished, true), isNotNull(campaigns.bannerPath)));
  return rows.map((c) => [
    campaignBannerKey(c.slug, 1),
    { place: c.name, title: `${c.name} banner`, image: c.banner, url: `/campaign/${c.slug}` },
  ]);
}

/** Every banner the shop has now, by key. */
export async function knownBanners(db: DbOrTx): Promise<Map<string, BannerInfo>> {
  const [home, campaigns] = await Promise.all([homeBanners(db), campaignBanners(db)]);
  return new Map([...home, ...campaigns]);
}
