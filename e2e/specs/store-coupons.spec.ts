import { addToCartApi } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// A seller makes a coupon in the dashboard; it takes off only that store's items in a cart.

test('a seller makes a store coupon that discounts only their products', async ({ page, request }) => {
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const form = page.getByRole('form', { name: 'New coupon' });
  const code = `CAKE${Date.now().toString(36).slice(-6).toUpperCase()}`;
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent (1-90)').fill('95');
  await form.getByRole('button', { name: 'Make coupon' }).click();
  await expect(form.getByText('A percent discount is 1 to 90')).toBeVisible();
  // What was typed stays; only the wrong figure changes.
  await expect(form.getByLabel('Code')).toHaveValue(code);
  await form.getByLabel('Percent (1-90)').fill('15');
  await form.getByRole('button', { name: 'Make coupon' }).click();
  const card = page.getByRole('article', { name: `Coupon ${code}` });
  await expect(card).toContainText('15 % off');
  await expect(card).toContainText('Annapurna Bakers');

  const shopper = await testSession(request);
  const auth = { authorization: `Bearer ${shopper.token}` };
  await addToCartApi(request, shopper.token, 'dozen-red-roses-bouquet');
  const none = await request.post('/api/V2/apply-coupon', { headers: auth, data: { code } });
  expect(none.status()).toBe(400);
  expect((await none.json()).message).toBe('This code does not apply to the items in your cart');
  await addToCartApi(request, shopper.token, 'classic-black-forest-cake');
  const applied = await request.post('/api/V2/apply-coupon', { headers: auth, data: { code } });
  expect(applied.status(), await applied.text()).toBe(200);
  const cart = (await (await request.get('/api/V2/cart', { headers: auth })).json()).data;
  const cake = cart.cartItems.find((l: { slug: string }) => l.slug === 'classic-black-forest-cake');
  expect((await applied.json()).data.discount).toBe(Math.floor((cake.total * 15) / 100));
});
