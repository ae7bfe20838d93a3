import {
  addToCartApi,
  fillNewAddress,
  orderViaApi,
  placedOrderId,
  ready,
  tinyPng,
  toPaymentStep,
} from '../buying';
import { expect, gotoHydrated, test, testSession } from '../fixtures';

// A shopper buys a cake end to end and follows the order. Every amount on these pages is
// the server's; the specs check what a shopper sees and that the order exists afterwards.

test('a visitor configures a cake, logs in, keeps the cart and pays cash on delivery with a coupon', async ({
  page,
  request,
}) => {
  const person = await testSession(request);
  await gotoHydrated(page, '/product/classic-black-forest-cake');
  // Configured: one step heavier than the default weight.
  const weight = page.getByText(/^\d+(\.\d+)? lb$/).first();
  const before = await weight.textContent();
  await page.getByRole('button', { name: 'More weight' }).click();
  await expect(weight).not.toHaveText(before ?? '');
  const chosen = (await weight.textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();

  await gotoHydrated(page, '/cart');
  const line = page.getByRole('list', { name: /items/i }).getByRole('listitem').first();
  await expect(line).toContainText('Classic Black Forest Cake');
  await expect(line).toContainText(chosen);
  await page.getByRole('button', { name: 'Continue to delivery' }).filter({ visible: true }).click();

  // A visitor logs in first and comes back to the delivery step with the same cart.
  await page.waitForURL(/\/login/);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password as string);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/cart\?step=2/);
  await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText(
    'Classic Black Forest Cake',
  );

  await fillNewAddress(page, {
    receiver: 'Maya Tamang',
    phone: '9812345678',
    landmark: 'Behind the Boudha stupa',
  });
  await toPaymentStep(page);

  await page.getByLabel('Coupon code').fill('DASHAIN2025');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This code has expired')).toBeVisible();
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
  await expect(page.getByText(/Coupon WELCOME10/).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();

  await page.getByRole('button', { name: 'Place order' }).filter({ visible: true }).click();
  await page.waitForURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  const orderId = placedOrderId(page);
  const number = (
    await page
      .getByText(/UP-[0-9A-F]{12}/)
      .first()
      .textContent()
  )?.match(/UP-[0-9A-F]{12}/)?.[0];
  expect(number).toBeTruthy();

  await gotoHydrated(page, '/profile/orders');
  await expect(page.getByText(number as string)).toBeVisible();
  await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
  await expect(page.getByText('Classic Black Forest Cake').first()).toBeVisible();
  await expect(page.getByText('Maya Tamang').first()).toBeVisible();
});

test('pays online through the test gateway, after a cancelled first try', async ({
  page,
  request,
  shopper: me,
}) => {
  await addToCartApi(request, me.token, 'dozen-red-roses-bouquet');
  await gotoHydrated(page, '/cart?step=2');
  await fillNewAddress(page, {
    receiver: 'Ram Thapa',
    phone: '9841112233',
    landmark: 'Opposite the school gate',
  });
  await toPaymentStep(page);
  await page.getByRole('radio', { name: /Test gateway/ }).check();
  await page.getByRole('button', { name: 'Place order' }).filter({ visible: true }).click();

  await page.waitForURL(/payments\/test/);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await page.waitForURL(/order-confirmation/);
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await ready(page);
  await page.getByRole('button', { name: 'Try paying again' }).click();
  await page.waitForURL(/payments\/test/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/order-confirmation/);
  await expect(page.getByRole('heading', { name: /is paid and placed/ })).toBeVisible();
});

test('a payment the gateway has not confirmed: the page waits, then shows it paid', async ({
  page,
  request,
  shopper: me,
}) => {
  const orderId = await orderViaApi(request, me.token);
  const started = await request.post('/api/V2/process-payment', {
    headers: { authorization: `Bearer ${me.token}` },
    data: { orderId, gateway: 'test' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const payUrl: string = (await started.json()).data.url;

  // Back from a gateway that said "pending": no "Try paying again", the page asks by itself.
  await gotoHydrated(page, `/order-confirmation?orderId=${orderId}&status=pending`);
  await expect(
    page.getByRole('heading', { name: 'We are waiting for your payment to be confirmed' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try paying again' })).toHaveCount(0);

  // The money goes through meanwhile (another tab); the waiting page notices on its next check.
  const gatewayTab = await page.context().newPage();
  await gatewayTab.goto(payUrl);
  await gatewayTab.getByRole('button', { name: /^Pay / }).click();
  await gatewayTab.waitForURL(/order-confirmation/);
  await gatewayTab.close();
  // The page asks again by itself every few seconds and may notice first (on a busy machine the
  // other tab takes that long); "Check again" only hurries it, so it is clicked if still there.
  await page
    .getByRole('button', { name: 'Check again' })
    .click({ timeout: 5_000 })
    .catch(() => {});
  await expect(page.getByRole('heading', { name: /is paid and placed/ })).toBeVisible();
  expect(page.url()).toContain('status=success');
});

test('a customer asks to cancel an order with a reason', async ({ page, request, shopper: me }) => {
  const orderId = await orderViaApi(request, me.token);
  await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
  await page.getByRole('button', { name: 'Request cancellation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption({ label: 'I ordered by mistake' });
  await dialog
    .getByRole('button', { name: /cancel/i })
    .last()
    .click();
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);
});

test('a customer files a complaint with a photo', async ({ page, request, shopper: me }) => {
  const orderId = await orderViaApi(request, me.token);
  await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
  await page.getByRole('button', { name: 'File a complaint' }).click();
  await page.getByLabel('Subject').fill('Wrong flowers');
  await page.getByLabel('Describe the problem').fill('The bouquet had white roses instead of red ones.');
  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'roses.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByRole('img', { name: /roses\.png|attached|image/i }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('We have received your complaint')).toBeVisible();
  await expect(page.getByText('Wrong flowers')).toBeVisible();
});

test('a shopper hearts a cake, finds it on the wishlist page and removes it', async ({
  page,
  shopper: _,
}) => {
  await gotoHydrated(page, '/product/classic-black-forest-cake');
  const heart = page.getByRole('button', { name: 'Add to wishlist', exact: true });
  await heart.click();
  // The heart turns only once the server has said yes.
  await expect(page.getByRole('button', { name: 'Remove from wishlist', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await gotoHydrated(page, '/profile/wishlist');
  await expect(page.getByText('1 favourite saved for later')).toBeVisible();
  await expect(page.getByRole('link', { name: /Classic Black Forest Cake/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Remove Classic Black Forest Cake from your wishlist' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing on your wishlist yet' })).toBeVisible();
  // Gone on the server too, not only from this page.
  await gotoHydrated(page, '/profile/wishlist');
  await expect(page.getByRole('heading', { name: 'Nothing on your wishlist yet' })).toBeVisible();
});

test('Remove on the wishlist page removes even before the hearts have loaded', async ({
  page,
  request,
  shopper: me,
}) => {
  const res = await request.post('/api/V2/wishes/add', {
    headers: { authorization: `Bearer ${me.token}` },
    data: { id: 'classic-black-forest-cake', type: 'product' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  // The hearts' own list is held back until Remove has been tapped.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/V2/wish-and-cart*', async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/profile/wishlist');
  await page.getByRole('button', { name: 'Remove Classic Black Forest Cake from your wishlist' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing on your wishlist yet' })).toBeVisible();
  release();
  await gotoHydrated(page, '/profile/wishlist');
  await expect(page.getByRole('heading', { name: 'Nothing on your wishlist yet' })).toBeVisible();
});

test('a delivery charge that failed for a moment is asked again with "Try again"', async ({
  page,
  request,
  shopper: me,
}) => {
  await addToCartApi(request, me.token, 'dozen-red-roses-bouquet');
  let down = true;
  await page.route('**/api/V2/delivery-charge', (route) =>
    down
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: 'The shop is busy right now. Please try again.' }),
        })
      : route.continue(),
  );
  await gotoHydrated(page, '/cart?step=2');
  await expect(page.getByText('The shop is busy right now. Please try again.')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Delivery method' })).toHaveCount(0);
  down = false;
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByRole('radiogroup', { name: 'Delivery method' })).toBeVisible();
});

test('candles ticked on a cake page go into the cart with the cake in one call', async ({
  page,
  request,
}) => {
  const { data: cake } = await (await request.get('/api/V2/product/classic-black-forest-cake')).json();
  const extra = (cake.accessories as { id: string; name: string }[])[0];
  expect(extra, 'the demo cake offers accessories').toBeTruthy();
  await gotoHydrated(page, '/product/classic-black-forest-cake');
  // The shelf's cards are drawn as the shopper scrolls down to it.
  await page.getByRole('region', { name: 'Make it a celebration' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: `Add ${extra.name} with the cake` }).click();
  await expect(page.getByText('Added', { exact: true }).first()).toBeVisible();

  const adds: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/V2/add-to-cart')) adds.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();
  expect(adds).toHaveLength(1);
  expect(JSON.parse(adds[0]).extras).toEqual([expect.objectContaining({ productId: extra.id })]);

  await gotoHydrated(page, '/cart');
  const lines = page.getByRole('list', { name: /items/i }).getByRole('listitem');
  await expect(lines.filter({ hasText: 'Classic Black Forest Cake' })).toHaveCount(1);
  await expect(lines.filter({ hasText: extra.name })).toHaveCount(1);
});
