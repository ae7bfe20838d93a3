import { toPaisa } from '@upahar/contract';
import { eq, inArray } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import { brands, campaignOffers, campaigns, categories, flashSales, products } from '../schema/index.ts';
import type { PictureBook } from './demo-parts.ts';

// The demo campaign: Tihar gifts, running from the day before first start for three weeks, with
// offers on a category, a brand and two products, and a flash sale on lilies that starts a few
// minutes after first start, so a visitor sees its countdown and then buys at its price. It is
// tied to Tihar, whose days its page shows.

const DEMO_CAMPAIGN_SLUG = 'tihar-2026';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export async function seedCampaigns(db: DbOrTx, pics: PictureBook, festivalId: number | null = null) {
  const now = clock.now();
  const icon = pics.add('seed/campaigns/tihar-icon.svg', { kind: 'diya' });
  const banner = pics.add('seed/campaigns/tihar-banner.svg', {
    kind: 'banner',
    title: 'Tihar Gifts',
    subtitle: 'Sweets, lights and flowers for Bhai Tika: up to 40% off',
    width: 1200,
    height: 400,
  });
  const [campaign] = await db
    .insert(campaigns)
    .values({
      slug: DEMO_CAMPAIGN_SLUG,
      name: 'Tihar Gifts',
      tagline: 'Sweets, lights and flowers for Bhai Tika',
      description:
        'Five days of lights, garlands and sweets. Chocolates are 15% off, Sagarmatha Crafts teddies 10% off, and a flash sale of pink lilies opens a few minutes after the shop does: a few per customer, while they last.',
      iconPath: icon,
      bannerPath: banner,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 21 * DAY),
      isPublished: true,
      festivalId,
    })
    .returning({ id: campaigns.id });
  const bySlug = async <T extends typeof categories | typeof brands>(table: T, slug: string) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table as typeof categories)
      .where(eq(table.slug, slug));
    return row?.id ?? null;
  };
  const chocolates = await bySlug(categories, 'chocolates');
  const crafts = await bySlug(brands, 'sagarmatha-crafts');
  const picked = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(products.slug, ['tihar-chocolate-hamper', 'pink-lilies-bouquet', 'pineapple-delight-cake']),
    );
  const product = (slug: string) => picked.find((p) => p.slug === slug)?.id ?? null;
  const offers = [
    { target: 'category' as const, categoryId: chocolates, percentOff: 15 },
    { target: 'brand' as const, brandId: crafts, percentOff: 10 },
    { target: 'product' as const, productId: product('tihar-chocolate-hamper'), pricePaisa: toPaisa(2299) },
    { target: 'product' as const, productId: product('pineapple-delight-cake'), percentOff: 20 },
  ].filter((o) => (o.categoryId ?? o.brandId ?? o.productId) != null);
  await db
    .insert(campaignOffers)
    .values(offers.map((o, i) => ({ campaignId: campaign.id, sortOrder: i, ...o })));
  const lilies = product('pink-lilies-bouquet');
  if (lilies)
    await db.insert(flashSales).values({
      campaignId: campaign.id,
      productId: lilies,
      pricePaisa: toPaisa(1999),
      startsAt: new Date(now.getTime() + 5 * MINUTE),
      endsAt: new Date(now.getTime() + 5 * MINUTE + 3 * 60 * MINUTE),
      stock: 25,
      perCustomerLimit: 2,
    });
  return { campaignId: campaign.id };
}
