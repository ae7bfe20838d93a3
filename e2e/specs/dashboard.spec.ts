import { expect, test } from '@playwright/test';
import { orderViaApi } from '../buying';
import { ACCESS_TOKEN_KEY, createVerifiedUser, gotoHydrated } from '../fixtures';

// The store owner moves an order along; the customer sees each step.

test('the seller confirms an order and the customer sees it on the timeline', async ({ page, request }) => {
  const customer = await createVerifiedUser(request);
  const login = async (email: string, password: string) =>
    (await (await request.post('/api/V2/login/user', { data: { email, password } })).json()).data
      .token as string;
  const customerToken = await login(customer.email, customer.password);
  // The demo seller owns Annapurna Bakers, which bakes the black forest cake.
  const orderId = await orderViaApi(request, customerToken, 'classic-black-forest-cake');
  const detail = async () =>
    (
      await (
        await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
          headers: { authorization: `Bearer ${customerToken}` },
        })
      ).json()
    ).data.order;
  const { number } = await detail();

  const sellerToken = await login('seller@upahar.demo', 'upahar-demo-2026');
  await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [ACCESS_TOKEN_KEY, sellerToken]);
  await gotoHydrated(page, '/dashboard/orders?status=placed');
  const card = page.locator('article').filter({ hasText: number });
  await card.getByLabel('Note for the customer').fill('Baking starts at 2 pm');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Confirmed').first()).toBeVisible();

  const order = await detail();
  expect(order.status).toBe('confirmed');
  expect(order.timeline.map((e: { status: string; actor: string }) => [e.status, e.actor])).toEqual([
    ['placed', 'customer'],
    ['confirmed', 'seller'],
  ]);
  expect(order.timeline[1].note).toBe('Baking starts at 2 pm');
});
