import { ACCESS_TOKEN_KEY, expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// An admin suspends a shopper's account from the dashboard: the shopper, signed in elsewhere, is
// signed out on their next page, their public profile is gone, and reinstating lets them back.

test('an admin suspends an account and reinstates it', async ({ page, browser, request }) => {
  const shopper = await testSession(request);

  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  await useSession(page, admin.token);
  await gotoHydrated(page, '/dashboard/accounts');
  await page.getByLabel('Search by name, username, e-mail or phone').fill(shopper.username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Test shoppers share names: the row is the one with this username, once the search has run.
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('article', { name: shopper.name }).filter({ hasText: `@${shopper.username}` });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${shopper.name}?` });
  await dialog.getByLabel('Reason for them').fill('Orders refused at the door again and again');
  await dialog.getByRole('button', { name: 'Suspend the account' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('Orders refused at the door again and again');

  // The shopper's own browser: the session no longer works, and the profile is gone for all.
  const theirs = await browser.newPage();
  await useSession(theirs, shopper.token);
  await gotoHydrated(theirs, '/profile');
  await expect(theirs).toHaveURL(/\/login/);
  expect(await theirs.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
  const profile = await request.get(`/user/${shopper.username}`);
  expect(profile.status()).toBe(404);

  await row.getByRole('button', { name: 'Reinstate' }).click();
  await expect(row).toContainText('Active');
  expect((await request.get(`/user/${shopper.username}`)).status()).toBe(200);
  await theirs.close();
});
