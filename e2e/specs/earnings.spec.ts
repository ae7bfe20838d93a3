import type { APIRequestContext } from '@playwright/test';
import { orderViaApi, partsOf } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';
import { deliverViaApi, openStore } from '../selling';

// A seller's money end to end: a delivered order shows on the store's Earnings page, the items
// less Upahar's 10 %; an admin records a payout on the Payouts page (never above the balance) and
// the store's balance falls by it. The store is new, so no other test's order moves its balance.

// A 64 x 48 plum-coloured PNG: products go live only with a picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1uyyLIflL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+zWtExOHtAUEAAAAASUVORK5CYII=',
  'base64',
);

/** A live gift at `price` rupees in the seller's only store, made through the dashboard API. */
async function liveGift(request: APIRequestContext, token: string, name: string, price: number) {
  const auth = { authorization: `Bearer ${token}` };
  const options = (await (await request.get('/api/dashboard/v1/product-options', { headers: auth })).json())
    .data;
  const storeId: number = options.stores[0].id;
  const created = await request.post('/api/dashboard/v1/products', {
    headers: auth,
    data: {
      name,
      storeId,
      type: 'product',
      categoryId: options.categories[0].id,
      description: 'A hamper of sel roti, honey and tea from the hills.',
      price,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()).data;
  const image = await request.post(`/api/dashboard/v1/products/${product.id}/images`, {
    headers: auth,
    multipart: { file: { name: 'gift.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(image.status(), await image.text()).toBe(200);
  const live = await request.post(`/api/dashboard/v1/products/${product.id}/publish`, { headers: auth });
  expect(live.status(), await live.text()).toBe(200);
  return { storeId, slug: product.slug as string };
}

/** A new customer orders `slug` (cash on delivery) and the seller moves it along to delivered. */
async function deliveredOrder(request: APIRequestContext, sellerToken: string, slug: string) {
  const customer = await testSession(request);
  const orderId = await orderViaApi(request, customer.token, slug);
  const [part] = await partsOf(request, customer.token, orderId);
  await deliverViaApi(request, sellerToken, part.partId);
  return part;
}

test('a delivered order shows on the seller’s earnings; an admin pays the store and its balance falls', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const storeName = `Ledger Bakery ${tag}`;
  const seller = await testSession(request);
  await openStore(request, seller, storeName);
  const { storeId, slug } = await liveGift(request, seller.token, `Hill Tea Hamper ${tag}`, 1250);
  // Upahar's riders deliver for it, so the store's balance is its items less the commission.
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const terms = await request.put(`/api/dashboard/v1/stores/${storeId}/terms`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { commissionBp: null, deliveredBy: 'shop', heldReason: null },
  });
  expect(terms.status(), await terms.text()).toBe(200);

  // A customer buys it; the seller moves it along to delivered.
  const part = await deliveredOrder(request, seller.token, slug);

  // The seller's Earnings page: Rs 1,250 of items, Rs 125 kept, Rs 1,125 owed to the store.
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/earnings');
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Earnings' }),
  ).toHaveAttribute('aria-current', 'page');
  const glance = page.getByRole('region', { name: 'Your money at a glance' });
  /** The amount a summary card shows under its name. */
  const figure = (name: string) =>
    glance
      .locator('div', { has: page.locator('dt', { hasText: name }) })
      .locator('dd > span')
      .first();
  await expect(figure('Upahar owes you')).toHaveText('Rs 1,125.00');
  await expect(figure('This week so far')).toHaveText('Rs 1,125.00');
  await expect(figure('Paid out in total')).toHaveText('Rs 0.00');
  await expect(glance.getByText('10 % of delivered items')).toBeVisible();
  await expect(glance.getByText('Upahar’s riders deliver your orders.')).toBeVisible();
  const entries = page.getByRole('table', { name: 'Entries, newest first' });
  const sale = entries.getByRole('row').filter({ hasText: 'Items delivered' });
  await expect(sale).toContainText(part.number);
  await expect(sale).toContainText('+Rs 1,250.00');
  const commission = entries.getByRole('row').filter({ hasText: 'Commission' });
  await expect(commission).toContainText('−Rs 125.00');
  await expect(entries.getByRole('row')).toHaveCount(3);
  // The part number leads to the order; the filters live in the address.
  await expect(sale.getByRole('link', { name: `Order part ${part.number}` })).toHaveAttribute(
    'href',
    `/dashboard/orders?q=${part.number}`,
  );
  const filters = page.getByRole('form', { name: 'Filter the entries' });
  await filters.getByLabel('What it is').selectOption({ label: 'Commission' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/kind=commission/);
  await expect(entries.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Filter the entries' }).getByLabel('What it is')).toHaveValue(
    'commission',
  );
  await expect(entries.getByRole('row')).toHaveCount(2);

  // The admin finds the store on the Payouts page, owed Rs 1,125.
  const adminPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await useSession(adminPage, admin.token);
  await gotoHydrated(adminPage, `/dashboard/payouts?q=${encodeURIComponent(storeName)}`);
  await expect(
    adminPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payouts' }),
  ).toHaveAttribute('aria-current', 'page');
  const row = adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { name: storeName }) });
  await expect(row).toContainText('Rs 1,125.00');
  await expect(row.getByText('Due', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Record payout to ${storeName}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Record a payout to ${storeName}` });
  const amount = dialog.getByLabel('Amount (Rs)');
  await expect(amount).toHaveValue('1125');
  // The form's own checks speak first, in the contract's words.
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(dialog.getByLabel('How it was paid')).toHaveAccessibleDescription('Choose how it was paid');
  await expect(dialog.getByText('Enter the transfer reference (at least 3 characters)')).toBeVisible();
  // More than the balance: the server refuses and says why.
  await amount.fill('2000');
  await dialog.getByLabel('How it was paid').selectOption({ label: 'eSewa' });
  await dialog.getByLabel('Reference').fill(`ESW-${tag}`);
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `${storeName} is owed Rs 1,125.00; a payout cannot be more than that`,
  );
  // Rs 500 of it goes through: the row and the toast say so.
  await amount.fill('500');
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    adminPage.getByRole('status').getByText(`Payout of Rs 500.00 to ${storeName} recorded`),
  ).toBeVisible();
  await expect(row).toContainText('Rs 625.00');
  await expect(row).toContainText('Last paid');
  // The admin opens the store's own ledger from its row.
  await row.getByRole('link', { name: `View earnings of ${storeName}` }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/dashboard/earnings\\?store=${storeId}$`));
  await expect(adminPage.getByRole('table', { name: 'Entries, newest first' })).toContainText('−Rs 500.00');
  await adminPage.close();

  // The seller's balance fell by the payout, which is listed with its reference.
  await page.reload();
  await expect(figure('Upahar owes you')).toHaveText('Rs 625.00');
  await expect(figure('Paid out in total')).toHaveText('Rs 500.00');
  await expect(glance.getByText('Last payout Rs 500.00')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Earnings sections' })
    .getByRole('link', { name: 'Payouts received' })
    .click();
  const payouts = page.getByRole('table', { name: 'Payouts received' });
  await expect(payouts.getByRole('row').filter({ hasText: `ESW-${tag}` })).toContainText('Rs 500.00');
  await expect(payouts).toContainText('eSewa');
});

test('a store whose own rider collected the cash owes the commission, and an admin records its payment', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const storeName = `Cash Bakery ${tag}`;
  const seller = await testSession(request);
  await openStore(request, seller, storeName);
  // Stores deliver with their own riders unless Upahar arranges otherwise.
  const { slug } = await liveGift(request, seller.token, `Juju Dhau Pot ${tag}`, 800);
  await deliveredOrder(request, seller.token, slug);

  // The rider kept the cash, so the store owes Upahar its 10 %: Rs 80.
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/earnings');
  const glance = page.getByRole('region', { name: 'Your money at a glance' });
  await expect(glance.getByText('You owe Upahar', { exact: true })).toBeVisible();
  await expect(glance).toContainText('Rs 80.00');
  const entries = page.getByRole('table', { name: 'Entries, newest first' });
  await expect(entries.getByRole('row').filter({ hasText: 'Cash you collected' })).toBeVisible();

  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const desk = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await useSession(desk, admin.token);
    await gotoHydrated(desk, `/dashboard/payouts?view=owing&q=${encodeURIComponent(storeName)}`);
    const row = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: storeName }) });
    await row.getByRole('button', { name: `Record a payment from ${storeName}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Record a payment from ${storeName}` });
    await expect(dialog.getByLabel('Amount (Rs)')).toHaveValue('80');
    await dialog.getByLabel('How it was paid').selectOption({ label: 'Khalti' });
    await dialog.getByLabel('Reference').fill(`KHT-${tag}`);
    await dialog.getByRole('button', { name: 'Record payment received' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      desk.getByRole('status').getByText(`Payment of Rs 80.00 from ${storeName} recorded`),
    ).toBeVisible();
  } finally {
    await desk.close();
  }

  await page.reload();
  await expect(glance.getByText('Upahar owes you', { exact: true })).toBeVisible();
  await expect(glance).toContainText('Rs 0.00');
  await page
    .getByRole('navigation', { name: 'Earnings sections' })
    .getByRole('link', { name: 'Payouts received' })
    .click();
  await expect(page.getByRole('table', { name: 'Payouts received' })).toContainText('You paid Rs 80.00');
});

test('a packer is told that only the owner and managers see the store’s earnings', async ({
  page,
  request,
}) => {
  const packer = await testSession(request, { email: 'packer@upahar.demo' });
  await useSession(page, packer.token);
  await gotoHydrated(page, '/dashboard/earnings');
  await expect(page.getByText('Only the store’s owner and managers see its earnings.')).toBeVisible();
  // And the admins' page is for admins.
  await gotoHydrated(page, '/dashboard/payouts');
  await expect(page.getByRole('heading', { name: 'This page is for admins' })).toBeVisible();
});
