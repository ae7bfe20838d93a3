import {
  ZCampaignDetailsResponse,
  ZCampaignProductsResponse,
  ZStaffCampaignResponse,
} from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createBrand, createCategory, createProduct } from '../../db/factories/index.ts';
import { auditChanges } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';
import { checkoutFixture } from '../../test/shop.ts';
import { desk, hoursFrom, runningCampaign, uniqueSlug } from './test-kit.ts';

// Admins make campaigns with offers and flash sales; the campaign pages list them priced by
// the deals running now; drafts and unknown campaigns are 404.

const { get } = api(t);

describe('campaigns in the dashboard', () => {
  it('checks what an admin enters, with a message per field', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const call = desk(t, admin);
    const now = clock.now();
    const backwards = await call('POST', 'campaigns', {
      name: 'Backwards',
      slug: uniqueSlug('backwards'),
      startsAt: hoursFrom(now, 5),
      endsAt: hoursFrom(now, 1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.endsAt).toEqual(['The campaign must end after it starts']);
    const { slug } = await runningCampaign(t, now);
    const twice = await call('POST', 'campaigns', {
      name: 'Again',
      slug,
      startsAt: hoursFrom(now, 1),
      endsAt: hoursFrom(now, 5),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.slug).toEqual(['Another campaign has this web address']);
  });

  it('says who pays for the discount: the shop unless the admin chooses the stores', async () => {
    const now = clock.now();
    const { id, slug, call } = await runningCampaign(t, now);
    const made = ZStaffCampaignResponse.parse((await call('GET', `campaigns/${id}`)).json()).data.campaign;
    expect(made.fundedBy).toBe('shop');
    const body = {
      name: 'Festival Sale',
      slug,
      startsAt: made.startsAt,
      endsAt: made.endsAt,
      isPublished: true,
    };
    const bad = await call('PUT', `campaigns/${id}`, { ...body, fundedBy: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fundedBy).toEqual(['Choose who pays for the discount']);
    const stores = await call('PUT', `campaigns/${id}`, { ...body, fundedBy: 'store' });
    expect(ZStaffCampaignResponse.parse(stores.json()).data.campaign.fundedBy).toBe('store');
    const listed = (await call('GET', 'campaigns')).json().data.campaigns as { id: number }[];
    expect(listed.find((c) => c.id === id)).toMatchObject({ fundedBy: 'store' });
    const back = await call('PUT', `campaigns/${id}`, { ...body, fundedBy: 'shop' });
    expect(ZStaffCampaignResponse.parse(back.json()).data.campaign.fundedBy).toBe('shop');
    const changes = await t.db
      .select()
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'campaign'), eq(auditChanges.entityId, String(id))));
    const funders = (x: unknown) => (x as { fundedBy?: string } | null)?.fundedBy ?? null;
    expect(changes.map((c) => [funders(c.before), funders(c.after)])).toContainEqual(['store', 'shop']);
  });

  it('only admins manage campaigns', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await desk(t, seller)('GET', 'campaigns')).statusCode).toBe(403);
    const customer = await quickUser(t.db);
    expect((await desk(t, customer)('GET', 'campaigns')).statusCode).toBe(403);
  });

  it('offers and flash sales are added, checked and audited', async () => {
    const now = clock.now();
    const shop = await checkoutFixture(t.db);
    const { id, call } = await runningCampaign(t, now);
    const tooHigh = await call('POST', `campaigns/${id}/offers`, {
      target: 'product',
      targetId: shop.product.id,
      price: 200_000,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors.price).toEqual(['The campaign price must be below the usual price']);
    const both = await call('POST', `campaigns/${id}/offers`, {
      target: 'category',
      targetId: String(shop.category.id),
      price: 1000,
    });
    expect(both.json().errors.price).toEqual([
      'A campaign price is for one product; use a percent for a whole category or brand',
    ]);
    const added = await call('POST', `campaigns/${id}/offers`, {
      target: 'category',
      targetId: String(shop.category.id),
      percentOff: 10,
    });
    expect(added.statusCode, added.body).toBe(200);
    const flash = await call('POST', `campaigns/${id}/flash-sales`, {
      productId: shop.product.id,
      price: 90_000,
      startsAt: hoursFrom(now, -1),
      endsAt: hoursFrom(now, 2),
      stock: 5,
      perCustomerLimit: 2,
    });
    const campaign = ZStaffCampaignResponse.parse(flash.json()).data.campaign;
    expect(campaign.offers).toMatchObject([{ target: 'category', title: 'Gifts', percentOff: 10 }]);
    expect(campaign.flashSales).toMatchObject([
      { productName: 'Gift Hamper', price: 90_000, stock: 5, sold: 0 },
    ]);
    const audited = await t.db.select().from(auditChanges).where(eq(auditChanges.entity, 'flash sale'));
    expect(audited.some((a) => (a.after as { productId?: string })?.productId === shop.product.id)).toBe(
      true,
    );
    const listed = (await call('GET', 'campaigns')).json().data.campaigns as { id: number; offers: number }[];
    expect(listed.find((c) => c.id === id)).toMatchObject({ offers: 1, flashSales: 1 });
    await call('POST', `campaigns/${id}/offers`, {
      target: 'product',
      targetId: shop.product.id,
      percentOff: 5,
    });
    const more = (await call('GET', 'campaigns')).json().data.campaigns as { id: number; offers: number }[];
    expect(more.find((c) => c.id === id)?.offers).toBe(2);
    const removed = await call('DELETE', `campaigns/${id}/flash-sales/${campaign.flashSales[0].id}`);
    expect(ZStaffCampaignResponse.parse(removed.json()).data.campaign.flashSales).toEqual([]);
  });
});

describe('campaign pages', () => {
  it('list the offers, stores and products priced by the deals running now', async () => {
    const now = clock.now();
    const shop = await checkoutFixture(t.db);
    const child = await createCategory(t.db, { name: 'Diyas', parentId: shop.category.id });
    const diya = await createProduct(t.db, {
      name: 'Clay Diya Set',
      storeId: shop.store.id,
      categoryId: child.id,
      pricePaisa: 50_000,
    });
    const brand = await createBrand(t.db, { name: `Brand ${uniqueSlug('b')}` });
    const branded = await createProduct(t.db, {
      name: 'Branded Lamp',
      storeId: shop.store.id,
      categoryId: shop.cakeCategory.id,
      brandId: brand.id,
      pricePaisa: 80_000,
    });
    const { id, slug, call } = await runningCampaign(t, now);
    await call('POST', `campaigns/${id}/offers`, {
      target: 'category',
      targetId: String(shop.category.id),
      percentOff: 10,
    });
    await call('POST', `campaigns/${id}/offers`, {
      target: 'brand',
      targetId: String(brand.id),
      percentOff: 25,
    });
    // A product price beats the category's 10 %: the shopper pays the lowest.
    await call('POST', `campaigns/${id}/offers`, {
      target: 'product',
      targetId: shop.product.id,
      price: 120_000,
    });

    const details = ZCampaignDetailsResponse.parse((await get(`campaign/${slug}`)).json()).data;
    expect(details.campaign).toMatchObject({ slug, state: 'running' });
    // No treasure hunt hides in this one: the page shows none and asks for none.
    expect(details.treasureHunt).toBe(false);
    expect(details.featureDeals.map((d) => [d.name, d.price, d.originalPrice])).toEqual([
      ['Gift Hamper', 120_000, 150_000],
    ]);
    expect(details.categories.map((c) => c.name)).toEqual(['Gifts']);
    const all = ZCampaignProductsResponse.parse(
      (await get(`campaign/products?campaign=${slug}`)).json(),
    ).data;
    const price = (name: string) => all.products.find((p) => p.name === name)?.price;
    expect(price('Clay Diya Set')).toBe(45_000);
    expect(price('Branded Lamp')).toBe(60_000);
    expect(all.products.find((p) => p.id === diya.id)?.deal).toMatchObject({ kind: 'offer', percentOff: 10 });
    const gifts = ZCampaignProductsResponse.parse(
      (await get(`campaign/products?campaign=${slug}&category=${shop.category.slug}`)).json(),
    ).data;
    expect(gifts.scope).toMatchObject({ kind: 'category', name: 'Gifts' });
    expect(gifts.products.map((p) => p.id)).not.toContain(branded.id);
    const stores = (await get(`campaign/stores?campaign=${slug}`)).json().data.stores;
    expect(stores).toMatchObject([{ name: 'Lazimpat Bakers' }]);
    const offers = (await get(`campaign/offers?campaign=${slug}`)).json().data.offers as { url: string }[];
    expect(offers.map((o) => o.url)).toContain(`/campaign/${slug}/category/${shop.category.slug}`);
    const deals = (await get(`campaign/deals?ids=${shop.product.id},${branded.id}`)).json().data.deals;
    expect(deals[branded.id]).toMatchObject({ price: 60_000, listPrice: 80_000 });
  });

  it('a draft, an unknown campaign and an unknown category are 404', async () => {
    const now = clock.now();
    const { slug } = await runningCampaign(t, now, { isPublished: false });
    expect((await get(`campaign/${slug}`)).statusCode).toBe(404);
    expect((await get('campaign/no-such-campaign')).statusCode).toBe(404);
    const live = await runningCampaign(t, now);
    const res = await get(`campaign/products?campaign=${live.slug}&category=no-such-category`);
    expect(res.statusCode).toBe(404);
  });

  it('a campaign not started yet shows its products at their usual prices', async () => {
    const now = clock.now();
    const shop = await checkoutFixture(t.db);
    const { id, slug, call } = await runningCampaign(t, now, {
      startsAt: hoursFrom(now, 2),
      endsAt: hoursFrom(now, 30),
    });
    await call('POST', `campaigns/${id}/offers`, {
      target: 'product',
      targetId: shop.product.id,
      percentOff: 50,
    });
    const details = ZCampaignDetailsResponse.parse((await get(`campaign/${slug}`)).json()).data;
    expect(details.campaign.state).toBe('upcoming');
    expect(details.featureDeals[0]).toMatchObject({ price: 150_000, deal: null });
  });
});
