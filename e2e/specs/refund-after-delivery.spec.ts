import type { APIRequestContext } from '@playwright/test';
import { orderViaApi } from '../buying';
import { type Account, expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';
import { deliverViaApi } from '../selling';

// Money given back after delivery: an admin settles a customer's complaint on the dashboard's
// order page and the store sees why it was charged; a whole part refunded shows on the
// customer's order.

const auth = (a: Account) => ({ authorization: `Bearer ${a.token}` });

/** A delivered order of the demo seller's cake (moved along by an admin), and its number and part. */
async function deliveredOrder(request: APIRequestContext, customer: Account, admin: Account) {
  const orderId = await orderViaApi(request, customer.token, 'classic-black-forest-cake');
  const read = await request.get(`/api/V2/order-detail?orderId=${orderId}`, { headers: auth(customer) });
  const order = (await read.json()).data.order;
  const partId: string = order.parts[0].partId;
  await deliverViaApi(request, admin.token, partId);
  return { orderId, partId, number: order.number as string, total: order.total as number };
}

test('an admin settles a complaint and the store sees the settlement', async ({ page, request }) => {
  const customer = await testSession(request);
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const { orderId, number, total } = await deliveredOrder(request, customer, admin);
  const filed = await request.post('/api/V2/order-complain', {
    headers: auth(customer),
    data: { orderId, subject: 'Melted icing', message: 'The icing had melted by the time it came.' },
  });
  expect(filed.status(), await filed.text()).toBe(200);

  await useSession(page, admin.token);
  await gotoHydrated(page, `/dashboard/orders?q=${number}`);
  const card = page.locator('article').filter({ hasText: number });
  await card.getByRole('button', { name: 'Order details' }).click();
  const complaints = card.getByRole('list', { name: 'Complaints about this order' });
  await expect(complaints).toContainText('Melted icing');
  await expect(card.getByRole('button', { name: 'Refund this part' })).toBeVisible();

  await complaints.getByRole('button', { name: /Settle in the customer.s favour/ }).click();
  const form = card.getByRole('form', { name: /Settle “Melted icing”/ });
  const amount = form.getByLabel('Amount to give back (Rs)');
  // More than the customer paid for the part is refused before anything is sent.
  await amount.fill(String(total / 100 + 1));
  await form.getByLabel(/Reason/).fill('The icing had melted; half the price back');
  await form.getByRole('button', { name: 'Settle and refund' }).click();
  await expect(form.getByText(/is left to refund on this part/).first()).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill('500');
  await form.getByRole('button', { name: 'Settle and refund' }).click();
  await expect(complaints).toContainText('Settled in the customer’s favour: Rs 500 given back.');
  await expect(complaints).toContainText('Why: The icing had melted; half the price back');
  await expect(card).toContainText('Rs 500 of');
  await expect(complaints.getByRole('button', { name: /Settle in the customer.s favour/ })).toHaveCount(0);

  // The demo seller owns the bakery: it reads the complaint and the settlement, and cannot settle.
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  // Another page of the same browser, its own session set before it opens.
  const sellerPage = await page.context().newPage();
  await sellerPage.clock.install({ time: shopNow() });
  await useSession(sellerPage, seller.token);
  await gotoHydrated(sellerPage, `/dashboard/orders?q=${number}`);
  const sellerCard = sellerPage.locator('article').filter({ hasText: number });
  await sellerCard.getByRole('button', { name: 'Order details' }).click();
  const seen = sellerCard.getByRole('list', { name: 'Complaints about this order' });
  await expect(seen).toContainText('Settled in the customer’s favour: Rs 500 given back.');
  await expect(seen).toContainText('Why: The icing had melted; half the price back');
  await expect(sellerCard.getByRole('button', { name: /Settle in the customer.s favour/ })).toHaveCount(0);
  await expect(sellerCard.getByRole('button', { name: 'Refund this part' })).toHaveCount(0);
  await sellerPage.close();
});

test('an admin refunds a delivered part and the customer sees the refund', async ({ page, request }) => {
  const customer = await testSession(request);
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const { orderId, number } = await deliveredOrder(request, customer, admin);

  await useSession(page, admin.token);
  await gotoHydrated(page, `/dashboard/orders?q=${number}`);
  const card = page.locator('article').filter({ hasText: number });
  await card.getByRole('button', { name: 'Order details' }).click();
  await card.getByRole('button', { name: 'Refund this part' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/This gives back Rs [\d,]+ to the customer/);
  await dialog.getByRole('button', { name: /^Yes, refund Rs/ }).click();
  await expect(dialog.getByText('Say why the part is refunded (at least 5 characters)')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('The cake arrived crushed');
  await dialog.getByRole('button', { name: /^Yes, refund Rs/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('(refunded in full)');
  await expect(card.getByRole('button', { name: 'Refund this part' })).toHaveCount(0);
  await expect(card).toContainText('Refunded after delivery');

  const customerPage = await page.context().newPage();
  await customerPage.clock.install({ time: shopNow() });
  await useSession(customerPage, customer.token);
  await gotoHydrated(customerPage, `/profile/orders/view-order/${orderId}`);
  await expect(customerPage.getByText(/^Refunded Rs [\d,]+ after delivery$/)).toBeVisible();
  await expect(customerPage.getByText('Refund due').first()).toBeVisible();
  await customerPage.close();
});
