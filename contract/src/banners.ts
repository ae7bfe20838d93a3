import { z } from 'zod';
import { numeric } from './common.ts';
import { success } from './envelope.ts';

// Banner clicks and views. A banner is named by a key: `home:<slide id>` for a home slider slide,
// `campaign:<campaign slug>:<n>` for the n-th banner of a campaign page. The server keeps only
// keys of banners the shop has, counted per Kathmandu day.

export const BANNER_KEY_RE = /^(home:[a-z0-9-]{1,40}|campaign:[a-z0-9-]{1,80}:[1-9][0-9]?)$/;
export const BANNER_VIEWS_MAX = 20;
export const BANNER_STAT_RANGES = [7, 30] as const;

export const ZBannerKey = z
  .string({ error: 'Name the banner' })
  .max(130, 'That is not a banner of the shop')
  .regex(BANNER_KEY_RE, 'That is not a banner of the shop');

/** POST banner/action/click: one click on a banner, sent as a beacon while the shopper leaves. */
export const ZBannerClickBody = z.object({
  /** Kept from the old clients' shape (always 0) and ignored: a click never says who made it. */
  contact: z.number().int().min(0).optional(),
  type: z.literal('click', { error: 'Only clicks are sent here' }).default('click'),
  key: ZBannerKey,
});
export type TBannerClickBody = z.input<typeof ZBannerClickBody>;

/** POST banner/action/store: the banners a page showed, once per page view, in one batch. */
export const ZBannerStoreBody = z.object({
  type: z.literal('view', { error: 'Only views are stored here' }).default('view'),
  keys: z
    .array(ZBannerKey)
    .min(1, 'Name the banners seen')
    .max(BANNER_VIEWS_MAX, `At most ${BANNER_VIEWS_MAX} banners at once`),
});
export type TBannerStoreBody = z.input<typeof ZBannerStoreBody>;

export const ZBannerStatsQuery = z.object({
  days: numeric(z.union([z.literal(7), z.literal(30)], { error: 'Choose the last 7 or 30 days' })).default(7),
});

export const ZBannerDay = z.object({ day: z.string(), clicks: z.number().int(), views: z.number().int() });
export type TBannerDay = z.infer<typeof ZBannerDay>;

/** One banner's numbers over the range: what it shows, its totals and each day's counts. */
export const ZBannerStat = z.object({
  key: z.string(),
  /** Where it is: "Home slider" or the campaign's name. */
  place: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  clicks: z.number().int(),
  views: z.number().int(),
  /** Clicks per view, 0-1; null without views. */
  ctr: z.number().nullable(),
  daily: z.array(ZBannerDay),
});
export type TBannerStat = z.infer<typeof ZBannerStat>;

export const ZBannerStatsResponse = success(
  z.object({
    from: z.string(),
    to: z.string(),
    banners: z.array(ZBannerStat),
    totals: z.object({ clicks: z.number().int(), views: z.number().int(), ctr: z.number().nullable() }),
  }),
);
export type TBannerStats = z.infer<typeof ZBannerStatsResponse>['data'];
