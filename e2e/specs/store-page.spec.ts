import { expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';
import { openStore } from '../selling';

// A seller sets the store's opening hours in the dashboard; the store page shows them.

test('a seller sets opening hours and shoppers see them on the store page', async ({
  page,
  request,
  browser,
}) => {
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/store');
  const form = page.getByRole('form', { name: 'Store page' });
  await expect(form.getByLabel('Store name')).toHaveValue('Annapurna Bakers');
  await form.getByLabel('Phone').fill('12');
  await form.getByRole('button', { name: 'Save the store page' }).click();
  await expect(form.getByText('Enter a Nepali phone number, e.g. 9841234567 or 014412345')).toBeVisible();
  await form.getByLabel('Phone').fill('014412345');
  await form.getByLabel('Show opening hours on the store page').check();
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await form.getByLabel(`${day} opens`).fill('07:30');
    await form.getByLabel(`${day} closes`).fill('21:00');
  }
  await form.getByRole('button', { name: 'Save the store page' }).click();
  await expect(page.getByText('page is saved')).toBeVisible();

  const shopper = await browser.newPage();
  // The page checks the hours again on the browser's clock: it runs on the shop's too.
  await shopper.clock.install({ time: shopNow() });
  await gotoHydrated(shopper, '/store/annapurna-bakers');
  // At 10:20 in Kathmandu (the shop's clock in these tests) it is open.
  await expect(shopper.getByText('Open now · closes 9 pm')).toBeVisible();
  await shopper.close();

  // Back as it was, for the other tests.
  await form.getByLabel('Show opening hours on the store page').uncheck();
  await form.getByRole('button', { name: 'Save the store page' }).click();
  await expect(page.getByText('page is saved').last()).toBeVisible();
});

test('a new seller sets a same-day cut-off; the places the store serves stay after a save', async ({
  page,
  request,
}) => {
  const seller = await testSession(request);
  const { place } = await openStore(request, seller, `Cut-off Bakery ${Date.now().toString(36)}`);
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/store');
  const form = page.getByRole('form', { name: 'Store page' });
  const places = form.getByRole('group', { name: 'Where the store delivers' });
  await expect(places.getByLabel(place.name, { exact: true })).toBeChecked();
  await form.getByLabel('Same-day orders until').selectOption('2 pm');
  await form.getByRole('button', { name: 'Save the store page' }).click();
  await expect(page.getByText('page is saved')).toBeVisible();

  await gotoHydrated(page, '/dashboard/store');
  await expect(form.getByLabel('Same-day orders until')).toHaveValue('14');
  await expect(places.getByLabel(place.name, { exact: true })).toBeChecked();
  await expect(places.getByText('The store delivers to the place ticked, and nowhere else.')).toBeVisible();
});
