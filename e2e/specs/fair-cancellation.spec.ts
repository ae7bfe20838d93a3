import { orderViaApi } from '../buying';
import { expect, gotoHydrated, rupees, shopNow, test, testSession, useSession } from '../fixtures';

// Fair cancellation by time: the shopper sees the fee before confirming and then the refund on
// the order; staff make the gateway refund and mark it done; a store owner edits its terms.

test('a late cancellation shows its fee, and the refund reaches staff to mark done', async ({
  page,
  request,
  shopper,
}) => {
  const auth = { authorization: `Bearer ${shopper.token}` };
  // The demo bakery cancels free until 48 h before the slot, then keeps half: its earliest
  // delivery day is inside that window.
  const orderId = await orderViaApi(request, shopper.token, 'classic-black-forest-cake', 'test');
  const started = await request.post('/api/V2/process-payment', {
    headers: auth,
    data: { orderId, gateway: 'test' },
  });
  expect(started.status(), await started.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto((await started.json()).data.url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/order-confirmation/);

  const quote = (
    await (await request.get(`/api/V2/cancellation-quote?orderId=${orderId}`, { headers: auth })).json()
  ).data.quote;
  expect(quote.feePaisa).toBeGreaterThan(0);

  await gotoHydrated(page, `/profile/orders/view-order/${orderId}`);
  await page.getByRole('button', { name: 'Request cancellation' }).click();
  const dialog = page.getByRole('dialog');
  const shown = dialog.getByTestId('cancel-quote');
  await expect(shown).toContainText('Cancellation fee');
  await expect(shown).toContainText(rupees(quote.feePaisa));
  await expect(shown).toContainText(/50% fee applies until baking starts/);
  await page.screenshot({ path: test.info().outputPath('cancel-dialog-390.png') });
  await dialog.getByLabel('Reason').selectOption({ label: 'I ordered by mistake' });
  await dialog.getByRole('radio', { name: /Back to Test gateway/ }).check();
  await dialog.getByRole('button', { name: `Cancel and pay ${rupees(quote.feePaisa)}` }).click();
  await expect(dialog).toBeHidden();
  const refund = page.getByTestId('cancel-refund').first();
  await expect(refund).toContainText(`${rupees(quote.refundPaisa)} is being refunded to Test gateway`);
  await expect(refund).toContainText(`cancellation fee of ${rupees(quote.feePaisa)}`);
  await page.screenshot({ path: test.info().outputPath('order-refund-390.png'), fullPage: true });

  // Staff at 1440 px: the refund waits in the list; marked done with the gateway's reference.
  const order = (
    await (await request.get(`/api/V2/order-detail?orderId=${orderId}`, { headers: auth })).json()
  ).data.order;
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const desk = await page.context().newPage();
  await desk.clock.install({ time: shopNow() });
  await useSession(desk, admin.token);
  await gotoHydrated(desk, '/dashboard/refunds');
  const row = desk.getByTestId('refund-row').filter({ hasText: order.parts[0].number });
  await expect(row).toContainText(rupees(quote.refundPaisa));
  await expect(row).toContainText('Annapurna Bakers');
  await desk.screenshot({ path: test.info().outputPath('refunds-1440.png'), fullPage: true });
  await row.getByRole('button', { name: 'Mark done' }).click();
  const mark = desk.getByRole('dialog');
  await mark.getByRole('button', { name: 'Mark done' }).click();
  await expect(mark.getByText(/Enter the gateway's reference/).first()).toBeVisible();
  await mark.getByLabel('Gateway reference').fill('TEST-REF-001');
  await mark.getByRole('button', { name: 'Mark done' }).click();
  await expect(mark).toBeHidden();
  await expect(desk.getByTestId('refund-row').filter({ hasText: order.parts[0].number })).toHaveCount(0);
  await gotoHydrated(desk, '/dashboard/refunds?view=done');
  await expect(desk.getByTestId('refund-row').filter({ hasText: order.parts[0].number })).toContainText(
    'TEST-REF-001',
  );
  await desk.close();

  await page.reload();
  await expect(page.getByTestId('cancel-refund').first()).toContainText(
    `${rupees(quote.refundPaisa)} was refunded to Test gateway`,
  );
});

test('a store owner edits the cancellation terms, within bounds', async ({ page, request }) => {
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/store');
  const terms = page.getByRole('region', { name: 'Cancellation terms' });
  const hours = terms.getByLabel(/Free until this many hours/);
  await hours.fill('200');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.getByText('Enter the free hours as a whole number from 0 to 168')).toBeVisible();
  // The demo's own terms again, so the other spec's fee stays as it expects.
  await hours.fill('48');
  await terms.getByLabel(/Then a fee of/).fill('50');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('Cancellation terms saved').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('store-terms-1440.png'), fullPage: true });
});
