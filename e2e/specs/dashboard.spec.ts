import { orderViaApi } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// The store owner moves an order along; the customer sees each step.

test('the seller confirms an order and the customer sees it on the timeline', async ({ page, request }) => {
  const customerToken = (await testSession(request)).token;
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

  // The demo seller's own account, logged in without its password.
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/orders?status=placed');
  // The dashboard's own header: its sections and the way back, none of the shopper's menus.
  const dashboardNav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(dashboardNav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Visit the shop' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play!' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);

  // Found by its number among the seller's other orders; nothing for words no order has.
  const search = page.getByRole('searchbox', { name: 'Search orders by number or customer' });
  await search.fill('no-such-order-here');
  await search.press('Enter');
  await expect(page.getByText('No order matches “no-such-order-here”.', { exact: false })).toBeVisible();
  await search.fill(number);
  await search.press('Enter');
  await expect(page).toHaveURL(/status=placed&q=/);
  await expect(page.locator('article')).toHaveCount(1);

  const card = page.locator('article').filter({ hasText: number });
  // What to bake shows on the card before it is opened: the cake with its weight and options.
  const { items } = await detail();
  const toPrepare = card.getByRole('list', { name: 'What to prepare' });
  await expect(toPrepare).toContainText(`${items[0].quantity} × ${items[0].name}`);
  await expect(toPrepare).toContainText(items[0].optionsLabel);
  // Cancelling is there but quieter than the way forward.
  const confirmBg = await card
    .getByRole('button', { name: 'Confirm' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const cancelBg = await card
    .getByRole('button', { name: 'Cancel order' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(cancelBg).not.toBe(confirmBg);
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

test('a packer moves an order along but is not offered Cancel', async ({ page, request }) => {
  const customerToken = (await testSession(request)).token;
  const orderId = await orderViaApi(request, customerToken, 'classic-black-forest-cake');
  const order = (
    await (
      await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
        headers: { authorization: `Bearer ${customerToken}` },
      })
    ).json()
  ).data.order;

  // The demo packer packs Annapurna Bakers' orders.
  const packer = await testSession(request, { email: 'packer@upahar.demo' });
  await useSession(page, packer.token);
  await gotoHydrated(page, `/dashboard/orders?status=placed&q=${order.number}`);
  const card = page.locator('article').filter({ hasText: order.number });
  await expect(card.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(card.getByText("Cancelling is left to the store's owner or a manager.")).toBeVisible();

  // The server says the same to a packer who calls it directly.
  const partId = order.parts[0].partId;
  const refused = await request.post(`/api/dashboard/v1/orders/${partId}/status`, {
    headers: { authorization: `Bearer ${packer.token}` },
    data: { status: 'cancelled', note: 'Out of cream' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    "Only the store's owner or a manager can cancel an order. Ask them to cancel it.",
  );

  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Confirmed').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
