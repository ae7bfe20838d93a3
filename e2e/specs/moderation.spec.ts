import { expect, gotoHydrated, scrollToCommunity, test, testSession, useSession } from '../fixtures';

// The admin hides a reported review and suspends a store from the dashboard; a shopper no longer
// sees the review on its product page, nor the store's products in search or at their address.
// Both are undone at the end through the API, so the shared demo shop is as it was for the
// other specs.

const REVIEWED = 'coffee-walnut-cake';
const STORE = 'Patan Print Studio';
const STORE_SLUG = 'patan-print-studio';
const STORE_PRODUCT = 'best-mom-photo-mug';

test('the admin hides a reported review and suspends a store; shoppers no longer see either', async ({
  page,
  browser,
  request,
}) => {
  const reviews = (await (await request.get(`/api/V2/reviews?id=${REVIEWED}&type=product`)).json()).data;
  const review: { id: string; body: string } = reviews.items[0];
  const shopper = await testSession(request);
  const reported = await request.post('/api/V2/report', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { targetType: 'review', targetId: review.id, reason: 'spam', details: 'Advertises another bakery' },
  });
  expect(reported.status()).toBe(200);

  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const storeId: number = (
    await (
      await request.get(`/api/dashboard/v1/stores?q=${encodeURIComponent(STORE)}`, { headers: asAdmin })
    ).json()
  ).data.stores[0].id;
  try {
    await useSession(page, admin.token);
    await gotoHydrated(page, '/dashboard/moderation');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Moderation' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();

    const card = page.locator('article').filter({ hasText: review.body.slice(0, 40) });
    await expect(card).toContainText('Advertises another bakery');
    await card.getByRole('button', { name: 'Hide' }).click();
    const hideDialog = page.getByRole('dialog', { name: 'Hide this review?' });
    // A reason is required.
    await hideDialog.getByRole('button', { name: 'Hide it' }).click();
    await expect(hideDialog.getByText(/Give a reason/)).toBeVisible();
    await hideDialog.getByLabel(/Reason/).fill('Advertising another shop');
    await hideDialog.getByRole('button', { name: 'Hide it' }).click();
    await expect(hideDialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await page.getByRole('link', { name: 'Hidden items' }).click();
    await expect(page.locator('article').filter({ hasText: review.body.slice(0, 40) })).toContainText(
      'Advertising another shop',
    );

    await nav.getByRole('link', { name: 'Stores' }).click();
    await page.getByLabel('Search by store or owner').fill('Patan');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('article', { name: STORE });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Suspend' }).click();
    const suspendDialog = page.getByRole('dialog', { name: `Suspend ${STORE}?` });
    await suspendDialog.getByLabel('Reason for the owner').fill('Photos printed without permission');
    await suspendDialog.getByRole('button', { name: 'Suspend the store' }).click();
    await expect(suspendDialog).toBeHidden();
    await expect(row).toContainText('Suspended');
    await expect(row).toContainText('Photos printed without permission');

    // The audit log has both, with the review's before and after.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table');
    await expect(table).toContainText('Suspended a store');
    await expect(table).toContainText(`Store: ${STORE}`);
    await expect(table).toContainText('Hid an item from the shop');

    // A shopper, signed out, in a browser of their own.
    const visitor = await browser.newPage();
    await gotoHydrated(visitor, `/product/${REVIEWED}`);
    await scrollToCommunity(visitor);
    const shown = visitor.getByRole('region', { name: /^Reviews/ });
    await expect(shown).toBeVisible();
    await expect(shown.getByText(reviews.items[1]?.body ?? '', { exact: false }).first()).toBeVisible();
    await expect(shown.getByText(review.body)).toHaveCount(0);

    const gone = await visitor.goto(`/product/${STORE_PRODUCT}`);
    expect(gone?.status()).toBe(404);
    // The store's page says it is closed rather than that the address is wrong.
    expect((await visitor.goto(`/store/${STORE_SLUG}`))?.status()).toBe(410);
    await gotoHydrated(visitor, '/search?q=photo+mug');
    await expect(visitor.getByRole('link', { name: /Best Mom Ever Photo Mug/ })).toHaveCount(0);
    await visitor.close();
  } finally {
    await request.post(`/api/dashboard/v1/moderation/review/${review.id}/restore`, { headers: asAdmin });
    await request.post(`/api/dashboard/v1/stores/${storeId}/reinstate`, { headers: asAdmin });
  }
  // Back in the shop once reinstated.
  expect((await request.get(`/api/V2/product/${STORE_PRODUCT}`)).status()).toBe(200);
});
