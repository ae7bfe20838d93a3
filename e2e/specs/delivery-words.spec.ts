import type { APIRequestContext, Page } from '@playwright/test';
import { addToCartApi, ready } from '../buying';
import { expect, gotoHydrated, scrollToCommunity, test, testSession } from '../fixtures';
import { expectFits } from '../overflow';
import { openStore } from '../selling';

// On a 390 px phone: a product page's same-day cut-off is its store's own, in the shop's time
// style; flowers are never spoken of as a cake; cards say when they can arrive; a store page says
// whether it is open now, its hours each on one line; the checkout's area box follows the chosen
// date; and toasts never cover the page's title. The shop runs at 10:20 in Kathmandu (fixtures).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// A 64 x 48 PNG: products go live only with a picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1uyyLIflL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+zWtExOHtAUEAAAAASUVORK5CYII=',
  'base64',
);

type Named = { id: number; name: string };
type Hours = { opens: string; closes: string };

/**
 * A new florist (the demo stores are left alone: other specs buy from them) with a live bouquet
 * that takes 4 hours and can come the same day; the store takes same-day orders until 15:00.
 */
async function newFlorist(request: APIRequestContext) {
  const tag = Date.now().toString(36);
  const seller = await testSession(request);
  await openStore(request, seller, `Rani Florists ${tag}`);
  const auth = { authorization: `Bearer ${seller.token}` };
  const options = (await (await request.get('/api/dashboard/v1/product-options', { headers: auth })).json())
    .data;
  const storeId: number = options.stores[0].id;
  const bouquets = options.categories.find((c: Named) => c.name === 'Bouquets');
  const name = `Marigold Morning Bouquet ${tag}`;
  const created = await request.post('/api/dashboard/v1/products', {
    headers: auth,
    data: {
      name,
      storeId,
      type: 'product',
      categoryId: bouquets.id,
      description: 'Orange marigolds tied by hand at dawn.',
      price: 1800,
      prepHours: 4,
      isSameDay: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()).data;
  const image = await request.post(`/api/dashboard/v1/products/${product.id}/images`, {
    headers: auth,
    multipart: { file: { name: 'marigold.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(image.status(), await image.text()).toBe(200);
  const live = await request.post(`/api/dashboard/v1/products/${product.id}/publish`, { headers: auth });
  expect(live.status(), await live.text()).toBe(200);

  /** Saves the store's page with these hours every day of the week and the 15:00 cut-off. */
  const setHours = async (every: Hours) => {
    const profile = (
      await (await request.get(`/api/dashboard/v1/stores/${storeId}/profile`, { headers: auth })).json()
    ).data.store;
    const res = await request.put(`/api/dashboard/v1/stores/${storeId}/profile`, {
      headers: auth,
      data: {
        name: profile.name,
        description: profile.description,
        phone: profile.phone,
        email: profile.email,
        address: profile.address,
        city: profile.city,
        deliveryLocationIds: profile.deliveryLocationIds,
        openingHours: Array.from({ length: 7 }, () => every),
        sameDayCutoffHour: 15,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return profile.slug as string;
  };
  const storeSlug = await setHours({ opens: '09:00', closes: '20:00' });
  return { name, slug: product.slug as string, storeSlug, setHours };
}

/** Everything the page shows, as a person reads it (hidden text and page data left out). */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point, not every node's
const mainText = (page: Page) => page.locator('main').innerText();

test('a bouquet from a store with its own cut-off: its words, its cut-off, its earliest day, its store', async ({
  page,
  request,
}) => {
  const florist = await newFlorist(request);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  // The product page: the store's 15:00, not the shop's "ready by 18:00" less 4 hours (2 pm).
  await gotoHydrated(page, `/product/${florist.slug}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Same-day delivery when you order by 3 pm (Kathmandu time)');
  await expect(delivery).toContainText('Freshly arranged for you: ready 4 hours after you order');
  await expect(page.getByRole('heading', { name: 'About these flowers' })).toBeVisible();
  // Read before scrolling on: the shelves further down load then, and may show a cake shop.
  expect(await mainText(page)).not.toMatch(/cake|bake|baking/i);
  await scrollToCommunity(page);
  await expect(page.getByText('No reviews yet. Be the first to review these flowers.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectFits(page, 'the bouquet’s page');

  // Its card in the store's listing and in search: it can still come today (10:20, before 15:00).
  await gotoHydrated(page, `/store/${florist.storeSlug}/products`);
  const card = page.getByRole('article').filter({ hasText: florist.name });
  await expect(card.getByText('Earliest: Today')).toBeVisible();
  await expectFits(page, 'the store’s listing');
  await gotoHydrated(page, `/search?q=${encodeURIComponent(florist.name)}`);
  await expect(
    page.getByRole('article').filter({ hasText: florist.name }).getByText('Earliest: Today'),
  ).toBeVisible();

  // The store page: open now (09:00 to 20:00 every day), each day's hours on one line.
  await gotoHydrated(page, `/store/${florist.storeSlug}`);
  const hours = page.getByText('Open now · closes 8 pm');
  await expect(hours).toBeVisible();
  await page.getByText('Hours', { exact: true }).click();
  const days = page.locator('details dl dd');
  await expect(days).toHaveCount(7);
  for (const day of await days.all()) {
    await expect(day).toHaveText('9 am – 8 pm');
    const box = await day.boundingBox();
    expect(box?.height ?? 0, 'a day’s hours wrap onto a second line').toBeLessThan(30);
  }
  await expect(
    page.getByRole('article').filter({ hasText: florist.name }).getByText('Earliest: Today'),
  ).toBeVisible();
  await expectFits(page, 'the store page with its hours open');

  // The server drew the same lines, so hydration had nothing to change.
  const html = await (await request.get(`/store/${florist.storeSlug}`)).text();
  expect(html).toContain('Open now · closes 8 pm');
  expect(html).toMatch(/Earliest: (<!-- -->)?Today</);
  expect(problems.filter((p) => /hydrat|#41[89]|#42[35]/i.test(p))).toEqual([]);

  // Not open yet at 10:20 when it opens at 11: it says when it opens.
  await florist.setHours({ opens: '11:00', closes: '19:30' });
  await gotoHydrated(page, `/store/${florist.storeSlug}`);
  await expect(page.getByText('Closed · opens 11 am')).toBeVisible();
});

test('the checkout’s area box speaks of the chosen date, not of the earliest one', async ({
  page,
  request,
  shopper,
}) => {
  await addToCartApi(request, shopper.token, 'dozen-red-roses-bouquet');
  await gotoHydrated(page, '/cart?step=2');
  await ready(page);
  const area = page.getByTestId('area-when');
  // The roses can come today at 10:20, and today is chosen first.
  await expect(area).toHaveText('Delivered today');
  const quick = page.getByRole('group', { name: 'Quick dates' });
  await quick.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(area).toHaveText('Delivered tomorrow');
  // The fourth quick date is named by its day (then its Bikram Sambat date), and so is the delivery.
  const later = quick.getByRole('button').nth(3);
  const day = ((await later.locator('span').first().textContent()) ?? '').trim();
  await expect(later).toHaveText(/^\w{3} \d{1,2} \w{3}( \d{4})? · [A-Z][a-z]+ \d{1,2}$/);
  await later.click();
  await expect(later).toHaveAttribute('aria-pressed', 'true');
  await expect(area).toHaveText(`Delivered on ${day}`);
  await page.waitForLoadState('networkidle');
  await expectFits(page, 'the delivery step');
});

test('toasts on a phone: 10 px from the top, the newest only, never over the page title', async ({
  page,
  shopper: _shopper,
}) => {
  await gotoHydrated(page, '/category/flowers');
  const title = page.getByRole('heading', { level: 1 });
  // Four hearts in a row: four toasts asked for, three kept, the newest shown.
  for (let i = 0; i < 4; i++)
    await page.getByRole('article').nth(i).getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(3);
  await page.evaluate(() => window.scrollTo(0, 0));
  const shown = page.getByTestId('toast').filter({ visible: true });
  await expect(shown).toHaveCount(1);
  // The toast slides in; measure where it comes to rest.
  await expect.poll(async () => (await shown.boundingBox())?.y).toBe(10);
  const box = await shown.boundingBox();
  const titleBox = await title.boundingBox();
  expect(box && titleBox, 'the toast and the title are on the screen').toBeTruthy();
  if (!box || !titleBox) return;
  expect(box.y).toBe(10);
  expect(box.y + box.height, 'the toast covers the page title').toBeLessThanOrEqual(titleBox.y);
  await expectFits(page, 'a listing with toasts');
});
