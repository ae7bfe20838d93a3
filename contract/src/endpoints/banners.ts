import { z } from 'zod';
import { ZBannerClickBody, ZBannerStatsQuery, ZBannerStatsResponse, ZBannerStoreBody } from '../banners.ts';
import { defineEndpoint } from '../endpoint.ts';

// Banner tracking: the browser reports clicks and views without waiting for an answer (204), and
// admins read the daily counts.

const beacon = { surface: 'storefront', tag: 'banners', access: 'public', method: 'POST' } as const;

export const bannerClick = defineEndpoint({
  ...beacon,
  id: 'bannerClick',
  path: '/banner/action/click',
  summary: 'Counts one click on a banner of the shop (sent as a beacon; unknown banners are ignored)',
  body: ZBannerClickBody,
  response: z.null(),
  statuses: [204],
  // A beacon sends its JSON as text/plain, the one type it may send without asking first.
  consumes: ['application/json', 'text/plain'],
  errors: [400, 429],
});

export const bannerStore = defineEndpoint({
  ...beacon,
  id: 'bannerStore',
  path: '/banner/action/store',
  summary: 'Counts the banners one page view showed (sent as a beacon; unknown banners are ignored)',
  body: ZBannerStoreBody,
  response: z.null(),
  statuses: [204],
  // A beacon sends its JSON as text/plain, the one type it may send without asking first.
  consumes: ['application/json', 'text/plain'],
  errors: [400, 429],
});

export const bannerStats = defineEndpoint({
  surface: 'dashboard',
  tag: 'dashboard banners',
  access: 'staff',
  id: 'bannerStats',
  method: 'GET',
  path: '/banners',
  summary: 'Clicks and views per banner per Kathmandu day, for the last 7 or 30 days (admins)',
  query: ZBannerStatsQuery,
  response: ZBannerStatsResponse,
  errors: [403],
});
