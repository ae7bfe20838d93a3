import { orderViaApi } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';
import { openStore } from '../selling';

// The marketplace end to end: someone applies to sell and is approved, creates a cake with its
// options in the dashboard and publishes it; a shopper finds it with a misspelt search,
// configures and buys it; the new seller sees the order and confirms it.

// A 64 x 48 plum-coloured PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1uyyLIflL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+zWtExOHtAUEAAAAASUVORK5CYII=',
  'base64',
);

test('apply, approve, create a cake, a shopper finds and buys it, the new seller sees the order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const seller = await testSession(request);
  const auth = { authorization: `Bearer ${seller.token}` };
  const tag = Date.now().toString(36);
  const cakeName = `Rhododendron Honey Cake ${tag}`;

  await openStore(request, seller, `Honey Oven ${tag}`);

  let productId: string | null = null;
  try {
    // The new seller makes a cake in the dashboard.
    await useSession(page, seller.token);
    await gotoHydrated(page, '/dashboard/products/new');
    const kind = page.getByRole('form', { name: 'Type of product' });
    await kind.getByText('Cake', { exact: true }).click();
    await kind.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Name', { exact: true }).fill(cakeName);
    await page.getByLabel('Category').selectOption({ label: 'Birthday Cakes' });
    await page
      .getByLabel('Description', { exact: true })
      .fill('Honey from the Himalayan rhododendron forests, baked into a soft sponge.');
    await page.getByLabel('Price (NPR)', { exact: true }).fill('1400');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
    productId = page.url().split('/').pop() ?? null;
    await page
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `${cakeName} (1 of 1)` })).toBeVisible();

    // Its options: the flavour it is made in (in its price), weights from 1 to 4 lb.
    await page.goto(`/dashboard/cakes/${productId}`);
    await page.getByLabel('Made in').selectOption({ label: 'Vanilla' });
    await page.getByLabel('Largest weight (lb)').fill('4');
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect(page.getByText(/Saved/).first()).toBeVisible();
    // The accessories it is offered with: one found by name, then saved.
    const extras = page.getByRole('region', { name: 'Accessories offered with this cake' });
    await expect(extras.getByText(/No accessories chosen/)).toBeVisible();
    await extras.getByRole('searchbox', { name: 'Find accessories to add' }).fill('sparkler');
    await extras.getByRole('button', { name: 'Add Sparkler Candles (6)' }).click();
    await extras.getByRole('button', { name: 'Save accessories' }).click();
    await expect(
      extras.getByText('Saved: this accessory is offered with the cake, in this order'),
    ).toBeVisible();

    await gotoHydrated(page, `/dashboard/products/${productId}`);
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect(status.getByText('Live', { exact: true })).toBeVisible();

    // A shopper misspells it, finds it, picks 2 lb and adds it to the cart.
    const shopper = await testSession(request);
    const shop = await browser.newPage();
    await useSession(shop, shopper.token);
    await gotoHydrated(shop, '/search');
    const box = shop.getByRole('main').getByRole('combobox', { name: 'Search cakes, flowers and gifts' });
    await box.fill('rhododendrn honey cake');
    await shop.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await shop.getByRole('main').getByRole('link', { name: cakeName }).first().click();
    await expect(shop.getByRole('heading', { level: 1, name: cakeName })).toBeVisible();
    // Its accessories shelf offers what the seller chose, and nothing else.
    const shelf = shop.getByRole('region', { name: 'Make it a celebration' });
    await shelf.scrollIntoViewIfNeeded();
    await expect(shelf.getByRole('link', { name: /Sparkler Candles/ }).first()).toBeVisible();
    await expect(shelf.getByRole('link', { name: /Pastel Birthday Candles/ })).toHaveCount(0);
    const more = shop.getByRole('button', { name: 'More weight' }).first();
    await more.click();
    await more.click();
    await shop.getByRole('button', { name: 'Add to cart' }).first().click();
    const cartLines = async () =>
      (
        await (
          await request.get('/api/V2/cart', { headers: { authorization: `Bearer ${shopper.token}` } })
        ).json()
      ).data.cartItems.length;
    await expect.poll(cartLines).toBe(1);
    await shop.close();
    const orderId = await orderViaApi(request, shopper.token, []);

    // The new seller sees it in the dashboard and confirms it.
    await gotoHydrated(page, '/dashboard/orders');
    const card = page.locator('article').filter({ hasText: cakeName });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('list', { name: 'What to prepare' })).toContainText('2 lb');
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByText('Confirmed').first()).toBeVisible();
    const detail = await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect((await detail.json()).data.order.status).toBe('confirmed');
  } finally {
    if (productId) await request.post(`/api/dashboard/v1/products/${productId}/archive`, { headers: auth });
  }
});
