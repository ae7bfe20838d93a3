import { z } from 'zod';
import { ZProductCard } from './catalog.ts';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { ZFestival } from './festivals.ts';

// Campaigns: a festival sale with offers (percent off products, categories or brands; campaign
// prices for products) and flash sales (a product at a price for a few hours, while its stock
// lasts, a few per customer). Money is in paisa; times are ISO instants.

export const CAMPAIGN_STATES = ['upcoming', 'running', 'ended'] as const;
export type TCampaignState = (typeof CAMPAIGN_STATES)[number];
export const CAMPAIGN_PRODUCTS_PER_PAGE = 24;

/** What a product costs in a campaign now, and until when: shown struck-through with a countdown. */
export const ZDeal = z.object({
  kind: z.enum(['offer', 'flash']),
  campaign: z.object({ slug: z.string(), name: z.string() }),
  /** The price as listed (a cake: at its smallest size) before and in the campaign. */
  listPrice: z.number().int(),
  price: z.number().int(),
  percentOff: z.number().int().nullable(),
  endsAt: z.string(),
  /** Flash sales: how many are left at this price and how many one customer may buy. */
  left: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
});
export type TDeal = z.infer<typeof ZDeal>;

export const ZDealCard = ZProductCard.extend({ deal: ZDeal.nullable() });
export type TDealCard = z.infer<typeof ZDealCard>;

export const ZCampaignSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  banner: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(CAMPAIGN_STATES),
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

export const ZFlashSale = z.object({
  id: z.number().int(),
  product: ZProductCard,
  /** The product's own price, and the flash price. */
  listPrice: z.number().int(),
  price: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  stock: z.number().int(),
  sold: z.number().int(),
  perCustomerLimit: z.number().int(),
  state: z.enum(['upcoming', 'running', 'sold_out', 'ended']),
});
export type TFlashSale = z.infer<typeof ZFlashSale>;

export const ZCampaignLink = z.object({
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** The best percent off in it, when its offer is a percentage. */
  percentOff: z.number().int().nullable(),
});

/** GET campaign/{id}: the campaign page's head: the campaign, its flash sales, banners, deals. */
export const ZCampaignDetails = z.object({
  campaign: ZCampaignSummary,
  flashSale: z.array(ZFlashSale),
  sliders: z.array(z.object({ key: z.string(), image: z.string(), url: z.string(), title: z.string() })),
  featureDeals: z.array(ZDealCard),
  categories: z.array(ZCampaignLink),
  brands: z.array(ZCampaignLink),
  /** A published treasure hunt hides in the campaign (the page reads it in the browser). */
  treasureHunt: z.boolean(),
  /** The festival the campaign is for, shown with its days. */
  festival: ZFestival.nullable(),
});
export type TCampaignDetails = z.infer<typeof ZCampaignDetails>;
export const ZCampaignDetailsResponse = success(ZCampaignDetails);
export const ZCampaignParams = z.object({ id: zText().trim().min(1).max(120) });

export const ZCampaignOffer = z.object({
  id: z.number().int(),
  target: z.enum(['product', 'category', 'brand']),
  title: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  percentOff: z.number().int().nullable(),
  price: z.number().int().nullable(),
  listPrice: z.number().int().nullable(),
});
export type TCampaignOffer = z.infer<typeof ZCampaignOffer>;
export const ZCampaignQuery = z.object({
  campaign: zText({ error: 'Name the campaign' }).trim().min(1).max(120),
});
export const ZCampaignOffersResponse = success(z.object({ offers: z.array(ZCampaignOffer) }));

export const ZCampaignStore = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
  products: z.number().int(),
});
export const ZCampaignStoresResponse = success(z.object({ stores: z.array(ZCampaignStore) }));

export const ZCampaignProductsQuery = ZCampaignQuery.extend({
  category: zText().trim().max(120).optional(),
  brand: zText().trim().max(120).optional(),
  page: numeric(z.number().int().min(1).max(1000)).default(1),
});
export const ZCampaignProductsResponse = success(
  z.object({
    products: z.array(ZDealCard),
    /** The category or brand the list is narrowed to, with its name for the page's heading. */
    scope: z.object({ kind: z.enum(['category', 'brand']), slug: z.string(), name: z.string() }).nullable(),
  }),
);

/** GET campaign/deals?ids=: the deals running now on up to 48 products (the product page's price). */
export const ZCampaignDealsQuery = z.object({
  ids: z
    .union([zText(), z.array(zText())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, 'Name at least one product').max(48, 'Ask for at most 48 products')),
});
export const ZCampaignDealsResponse = success(z.object({ deals: z.record(z.string(), ZDeal) }));
