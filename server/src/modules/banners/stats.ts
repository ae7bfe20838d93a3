import { addDays, type TBannerStat, type TBannerStats, todayInKathmandu } from '@upahar/contract';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bannerStats } from '../../db/schema/banners.ts';
import { knownBanners } from './registry.ts';

const ctrOf = (clicks: number, views: number) =>
  views > 0 ? Math.round((clicks / views) * 1000) / 1000 : null;

/**
 * Clicks and views of every banner over the last `days` Kathmandu days (today included): the
 * banners the shop has now, even without counts, and removed ones that still have counts.
 */
export async function readBannerStats(o: { db: DbOrTx; days: number; now: Date }): Promise<TBannerStats> {
  const to = todayInKathmandu(o.now);
  const from = addDays(to, -(o.days - 1));
  const [known, rows] = await Promise.all([
    knownBanners(o.db),
    o.db
      .select()
      .from(bannerStats)
      .where(and(gte(bannerStats.day, from), lte(bannerStats.day, to)))
      .orderBy(asc(bannerStats.day)),
  ]);
  const byKey = new Map<string, TBannerStat>();
  const entry = (key: string) => {
    let s = byKey.get(key);
    if (!s) {
      const info = known.get(key);
      s = {
        key,
        place: info?.place ?? 'Removed banner',
        title: info?.title ?? key,
        image: info?.image ?? null,
        url: info?.url ?? null,
        clicks: 0,
        views: 0,
        ctr: null,
        daily: [],
      };
      byKey.set(key, s);
    }
    return s;
  };
  // Campaign banners are listed once counted; home slides are listed even before their first view.
  for (const key of known.keys()) if (key.startsWith('home:')) entry(key);
  for (const r of rows) {
    const s = entry(r.bannerKey);
    s.clicks += r.clicks;
    s.views += r.views;
    s.daily.push({ day: r.day, clicks: r.clicks, views: r.views });
  }
  const banners = [...byKey.values()].map((s) => ({ ...s, ctr: ctrOf(s.clicks, s.views) }));
  banners.sort((a, b) => b.clicks - a.clicks || b.views - a.views || a.key.localeCompare(b.key));
  const clicks = banners.reduce((n, b) => n + b.clicks, 0);
  const views = banners.reduce((n, b) => n + b.views, 0);
  return { from, to, banners, totals: { clicks, views, ctr: ctrOf(clicks, views) } };
}
