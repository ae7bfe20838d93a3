import type { APIRequestContext } from '@playwright/test';
import { addToCartApi, fillNewAddress, toPaymentStep } from '../buying';
import { apiGet, expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';

// An admin opens a flash sale in the running campaign; a shopper finds it on the campaign page
// with its countdown, buys at its price, and the order charges that price.

/** The admin's dashboard headers and the demo's running Tihar campaign. */
async function tiharDesk(request: APIRequestContext) {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const desk = { authorization: `Bearer ${admin.token}` };
  const campaigns = (await (await request.get('/api/dashboard/v1/campaigns', { headers: desk })).json()).data
    .campaigns as { id: number; slug: string }[];
  const tihar = campaigns.find((c) => c.slug === 'tihar-2026');
  expect(tihar).toBeTruthy();
  return { desk, tihar };
}

/**
 * The demo's flash sale of lilies (Rs 1,999 instead of Rs 3,200, two per customer) opens a few
 * minutes after the shop starts: it is opened now.
 */
async function openLiliesFlashSale(request: APIRequestContext) {
  const { desk, tihar } = await tiharDesk(request);
  const { data: lilies } = await apiGet<{ id: string }>(request, 'product/pink-lilies-bouquet');
  const detail = (
    await (await request.get(`/api/dashboard/v1/campaigns/${tihar?.id}`, { headers: desk })).json()
  ).data.campaign as { flashSales: { id: number; productId: string; stock: number }[] };
  const sale = detail.flashSales.find((f) => f.productId === lilies.id);
  expect(sale).toBeTruthy();
  const now = shopNow().getTime();
  const opened = await request.put(`/api/dashboard/v1/campaigns/${tihar?.id}/flash-sales/${sale?.id}`, {
    headers: desk,
    data: {
      productId: lilies.id,
      price: 199_900,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3 * 3_600_000).toISOString(),
      stock: sale?.stock,
      perCustomerLimit: 2,
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
}

test('a shopper buys at a flash-sale price from the campaign page', async ({ page, request }) => {
  const { desk, tihar } = await tiharDesk(request);
  const { data: product } = await apiGet<{ id: string; price: number }>(
    request,
    'product/heart-box-of-chocolates',
  );
  const now = shopNow().getTime();
  const added = await request.post(`/api/dashboard/v1/campaigns/${tihar?.id}/flash-sales`, {
    headers: desk,
    data: {
      productId: product.id,
      price: 99_900,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 2 * 3_600_000).toISOString(),
      stock: 50,
      perCustomerLimit: 2,
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  const shopper = await testSession(request);
  await useSession(page, shopper.token);
  await gotoHydrated(page, '/campaign/tihar-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Tihar Gifts' })).toBeVisible();
  const sale = page
    .getByRole('article')
    .filter({ hasText: 'Heart Box of Chocolates' })
    .filter({ hasText: 'Ends in' });
  await expect(sale).toContainText('Rs 999');
  await sale.getByRole('link', { name: 'Buy at this price' }).click();
  await page.waitForURL(/\/product\/heart-box-of-chocolates/);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByText('Flash sale in').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();

  await gotoHydrated(page, '/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Heart Box of Chocolates' });
  await expect(line).toContainText('Flash sale price from Tihar Gifts');
  await expect(line).toContainText('Rs 999');
  await page.getByRole('button', { name: 'Continue to delivery' }).filter({ visible: true }).click();
  await fillNewAddress(page, {
    receiver: 'Sita Gurung',
    phone: '9812345670',
    landmark: 'Opposite the temple',
  });
  await toPaymentStep(page);
  await page.getByRole('button', { name: 'Place order' }).filter({ visible: true }).click();
  await page.waitForURL(/\/order-confirmation\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  const detail = await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(JSON.stringify((await detail.json()).data)).toContain('"unitPrice":99900');
});

test('listing cards show the running campaign price with the usual one struck', async ({ page }) => {
  // The demo Tihar campaign takes 15 % off chocolates: Rs 1,500 truffles cost Rs 1,275 while it runs.
  await gotoHydrated(page, '/category/chocolates');
  const card = page.getByRole('article').filter({ hasText: 'Ilam Tea Truffles' });
  await expect(card.locator('.card-price')).toHaveText('Rs 1,275');
  await expect(card.locator('s')).toHaveText('was Rs 1,500');
  await expect(card).toContainText('15% off');
});

test('an order whose total changed after the summary is refused with both totals, then placed at the new one', async ({
  page,
  request,
}) => {
  const { desk, tihar } = await tiharDesk(request);
  const { data: teddy } = await apiGet<{ id: string }>(request, 'product/honey-teddy-bear');
  const shopper = await testSession(request);
  await addToCartApi(request, shopper.token, 'honey-teddy-bear');
  await useSession(page, shopper.token);
  await gotoHydrated(page, '/cart');
  await page.getByRole('button', { name: 'Continue to delivery' }).filter({ visible: true }).click();
  await fillNewAddress(page, {
    receiver: 'Hari Shrestha',
    phone: '9812345671',
    landmark: 'Behind the school',
  });
  await toPaymentStep(page);
  // The summary shows Rs 1,300 and Rs 100 of delivery.
  await expect(page.getByText('Rs 1,400').filter({ visible: true }).first()).toBeVisible();

  // While the shopper looks at the summary, the teddy goes on offer at Rs 999.
  const offer = await request.post(`/api/dashboard/v1/campaigns/${tihar?.id}/offers`, {
    headers: desk,
    data: { target: 'product', targetId: teddy.id, price: 99_900 },
  });
  expect(offer.status(), await offer.text()).toBe(200);
  const offerId = (await offer.json()).data.campaign.offers.find(
    (o: { targetId: string }) => o.targetId === teddy.id,
  )?.id as number;
  try {
    await page.getByRole('button', { name: 'Place order' }).filter({ visible: true }).click();
    const problem = page.getByText(/^The total is now Rs [\d,]+ instead of Rs [\d,]+/);
    await expect(problem).toBeVisible();
    const now = (await problem.textContent())?.match(/now (Rs [\d,]+)/)?.[1] ?? '';
    // The summary is asked again and shows the new total; trying again charges it.
    await expect(page.getByText(now).filter({ visible: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/order-confirmation\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const detail = await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(JSON.stringify((await detail.json()).data)).toContain('"unitPrice":99900');
  } finally {
    await request.delete(`/api/dashboard/v1/campaigns/${tihar?.id}/offers/${offerId}`, { headers: desk });
  }
});

test('on a phone, three lilies with a limit of two show the split line in the cart and the summary, and the order charges it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLiliesFlashSale(request);

  const shopper = await testSession(request);
  await addToCartApi(request, shopper.token, 'pink-lilies-bouquet', 3);
  await useSession(page, shopper.token);
  await gotoHydrated(page, '/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Pink Lilies and Roses' });
  await expect(line.getByTestId('price-split')).toContainText('2 at the flash price, 1 at Rs 3,200');
  await expect(line).toContainText('The flash sale allows 2 per customer.');
  await expect(line).toContainText('Rs 1,999 × 2 + Rs 3,200 × 1');
  await expect(line).toContainText('Rs 7,198');

  await page.getByRole('button', { name: 'Continue to delivery' }).filter({ visible: true }).click();
  await fillNewAddress(page, { receiver: 'Maya Tamang', phone: '9812345672', landmark: 'By the stupa' });
  await toPaymentStep(page);
  const summary = page.getByRole('list', { name: 'Items in this order' }).filter({ visible: true });
  await expect(summary.getByTestId('price-split')).toHaveText('2 at the flash price, 1 at Rs 3,200');
  await page.getByRole('button', { name: 'Place order' }).filter({ visible: true }).click();
  await page.waitForURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByTestId('price-split').first()).toHaveText('2 at the flash price, 1 at Rs 3,200');
  const orderId = new URL(page.url()).searchParams.get('orderId');
  const placed = await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  const { order } = (await placed.json()).data;
  expect(order.items[0]).toMatchObject({
    total: 719_800,
    split: { flashQuantity: 2, flashPrice: 199_900, restQuantity: 1, restPrice: 320_000 },
  });
});

for (const width of [390, 1440]) {
  test(`at ${width} px the buy box beside Add to cart charges the flash price, as the headline says`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openLiliesFlashSale(request);
    await gotoHydrated(page, '/product/pink-lilies-bouquet');
    const box = page.getByRole('region', { name: 'Buy Pink Lilies and Roses' }).filter({ visible: true });
    await expect(box).toContainText('Price');
    await expect(box).toContainText('Was Rs 3,200');
    await expect(box).toContainText('Rs 1,999');
    await expect(box).not.toContainText(/Price\s*Rs 3,200/);
    // Past the limit of two per customer, the third costs the usual price, as in the cart.
    await box.getByRole('button', { name: 'More quantity' }).click();
    await box.getByRole('button', { name: 'More quantity' }).click();
    await expect(box).toContainText('Total for 3');
    await expect(box).toContainText('Rs 7,198');
    await expect(box).toContainText('Was Rs 9,600');
  });
}
