import { addDays, formatBothCalendars, todayInKathmandu } from '@upahar/contract';
import { addToCartApi, ready } from '../buying';
import { expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';

// An admin adds a festival in the dashboard; a shopper's checkout names it under the day it falls
// on. The festival is tomorrow only and is deleted at the end, so other specs' days stay unnamed
// for all but a moment (their day buttons are found by the start of their names).

test('an admin adds a festival and the checkout names it under its day', async ({ browser, request }) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const name = `Spec Festival ${Date.now().toString(36)}`;
  const tomorrow = addDays(todayInKathmandu(shopNow()), 1);
  const headers = { authorization: `Bearer ${admin.token}` };

  const desk = await browser.newPage();
  await desk.clock.install({ time: shopNow() });
  await useSession(desk, admin.token);
  try {
    await gotoHydrated(desk, '/dashboard/festivals');
    await expect(desk.getByRole('heading', { level: 1, name: 'Festivals' })).toBeVisible();
    const add = desk.getByRole('form', { name: 'Add a festival' });
    // The form says what is missing before anything is sent.
    await add.getByRole('button', { name: 'Add the festival' }).click();
    await expect(add.getByText("Enter the festival's name in English")).toBeVisible();
    await add.getByLabel('Name in English').fill(name);
    await add.getByLabel('Name in Nepali').fill('परीक्षण पर्व');
    await add.getByLabel('First day').fill(tomorrow);
    // The last day follows a one-day festival's first.
    await expect(add.getByLabel('Last day')).toHaveValue(tomorrow);
    await add.getByRole('button', { name: 'Add the festival' }).click();
    const row = desk.getByRole('article', { name });
    await expect(row).toBeVisible();
    // Its day in both calendars.
    await expect(row).toContainText(formatBothCalendars(tomorrow, 'en'));
    await expect(row).toContainText('परीक्षण पर्व');

    // The shopper's checkout: the day buttons name the festival under tomorrow, and only there.
    const shopper = await testSession(request);
    await addToCartApi(request, shopper.token, 'dozen-red-roses-bouquet');
    const page = await browser.newPage();
    await page.clock.install({ time: shopNow() });
    await useSession(page, shopper.token);
    await gotoHydrated(page, '/cart?step=2');
    await ready(page);
    const quick = page.getByRole('group', { name: 'Quick dates' });
    const day = quick.getByRole('button', { name: /^Tomorrow/ });
    await expect(day).toContainText(name);
    await expect(day).toHaveAccessibleName(new RegExp(`^Tomorrow · \\w+ \\d{1,2}, ${name}$`));
    await expect(quick.getByRole('button').filter({ hasText: name })).toHaveCount(1);
    await day.click();
    await expect(page.getByText(`${name} falls on this day.`)).toBeVisible();
    await page.close();

    // Deleting asks first.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = desk.getByRole('alertdialog', { name: `Delete ${name}?` });
    await dialog.getByRole('button', { name: 'Delete the festival' }).click();
    await expect(desk.getByRole('article', { name })).toHaveCount(0);
  } finally {
    // Whatever failed above, the festival does not stay to name other specs' days.
    const left = await request.get('/api/dashboard/v1/festivals', { headers });
    for (const f of (await left.json()).data.festivals as { id: number; name: string }[])
      if (f.name === name) await request.delete(`/api/dashboard/v1/festivals/${f.id}`, { headers });
    await desk.close();
  }
});
