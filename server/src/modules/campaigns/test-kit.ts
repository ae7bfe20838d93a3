import { checkoutFixture, createProduct } from '../../db/factories/index.ts';
import * as clock from '../../lib/clock.ts';
import { quickUser } from '../../test/login-as.ts';
import type { TestApp } from '../../test/test-app.ts';

// Shared by the campaign tests: an admin's dashboard calls, a campaign running now and a flash
// sale in it.

export type Account = Awaited<ReturnType<typeof quickUser>>;

export const desk =
  (t: TestApp, who: Account) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/dashboard/v1/${url}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });

let n = 0;
export const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;

export const hoursFrom = (now: Date, hours: number) =>
  new Date(now.getTime() + hours * 3_600_000).toISOString();

/** A published campaign running from an hour ago for a day; answers its id and slug. */
export async function runningCampaign(t: TestApp, now: Date, over: Record<string, unknown> = {}) {
  const admin = await quickUser(t.db, { role: 'admin' });
  const call = desk(t, admin);
  const slug = uniqueSlug('sale');
  const res = await call('POST', 'campaigns', {
    name: 'Festival Sale',
    slug,
    startsAt: hoursFrom(now, -1),
    endsAt: hoursFrom(now, 24),
    isPublished: true,
    ...over,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const id = res.json().data.campaign.id as number;
  return { id, slug, admin, call };
}

/**
 * A checkout shop with a product on a flash sale at `price` (default Rs 900), running from an hour
 * ago for two hours: the shop's Rs 1,500 Gift Hamper, its cake, or a new `product` of that shop.
 */
export async function flashSetup(
  t: TestApp,
  o: {
    stock: number;
    limit: number;
    price?: number;
    product?: 'cake' | { name: string; pricePaisa: number };
  },
) {
  const now = clock.now();
  const shop = await checkoutFixture(t.db);
  const product =
    o.product === 'cake'
      ? shop.cake
      : o.product
        ? await createProduct(t.db, { ...o.product, storeId: shop.store.id, categoryId: shop.category.id })
        : shop.product;
  const { id, call } = await runningCampaign(t, now);
  const res = await call('POST', `campaigns/${id}/flash-sales`, {
    productId: product.id,
    price: o.price ?? 90_000,
    startsAt: hoursFrom(now, -1),
    endsAt: hoursFrom(now, 2),
    stock: o.stock,
    perCustomerLimit: o.limit,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const saleId = res.json().data.campaign.flashSales[0].id as number;
  return { shop, product, saleId, now, campaignId: id, call };
}
