import { addDays, formatDate, todayInKathmandu } from '@upahar/contract';
import { addToCartApi } from '../buying';
import { expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';

// A seller closes a day in the dashboard; a shopper with the store's cake cannot pick that day.

test('a seller closes a day and shoppers cannot have the store deliver on it', async ({ page, request }) => {
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/delivery');
  // Far enough ahead that no other test books it.
  const day = addDays(todayInKathmandu(shopNow()), 40);
  const form = page.getByRole('form', { name: 'Add a closed day' });
  await form.getByLabel('Day').fill(day);
  await form.getByLabel('Reason shoppers see').fill('Family wedding');
  await form.getByRole('button', { name: 'Close this day' }).click();
  const closed = page.getByRole('region', { name: 'Closed days' });
  await expect(closed.getByText('Family wedding')).toBeVisible();

  const shopper = await testSession(request);
  const auth = { authorization: `Bearer ${shopper.token}` };
  await addToCartApi(request, shopper.token, 'classic-black-forest-cake');
  const locations = (await (await request.get('/api/V2/delivery-locations')).json()).data.deliveryLocations;
  const res = await request.post('/api/V2/delivery-methods-time-slot', {
    headers: auth,
    data: { locationId: locations[0].id, date: day, cartItems: [] },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe(
    `Annapurna Bakers (Family wedding) does not deliver on ${formatDate(day, 'day', { now: shopNow() })}. Choose another day.`,
  );

  await closed.getByRole('button', { name: /^Open again/ }).click();
  await expect(closed.getByText('Family wedding')).toHaveCount(0);
  const open = await request.post('/api/V2/delivery-methods-time-slot', {
    headers: auth,
    data: { locationId: locations[0].id, date: day, cartItems: [] },
  });
  expect(open.status(), await open.text()).toBe(200);
});
