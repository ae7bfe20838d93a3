import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';
import { applyToSell, approveApplication } from '../selling';

// The ways in a phone offers: a newly approved seller reaches her dashboard, staff find the
// dashboard from the shop, a job seeker finds their applications, and the menu names each
// place once.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: /Menu/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a seller approved while her page is open reaches her dashboard without a reload', async ({
  page,
  request,
}) => {
  const applicant = await testSession(request);
  const { applicationId } = await applyToSell(request, applicant, `Lalitpur Home Bakes ${Date.now()}`);
  await useSession(page, applicant.token);
  await gotoHydrated(page, '/profile/businesses');
  await expect(page.getByText('Our team is reviewing it')).toBeVisible();
  // A mark on this document: it survives client-side navigation, never a reload.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-page', 'yes'));

  await approveApplication(request, applicationId);

  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('link', { name: /Your businesses/ }).click();
  await page.getByRole('link', { name: 'Seller dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders to fulfil' })).toBeVisible();
  await expect(page.getByText('This page is for store owners')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-same-page', 'yes');

  // Back in the shop, the menu now offers her the dashboard too.
  await page.getByRole('link', { name: 'Visit the shop' }).click();
  const again = await openMenu(page);
  await expect(again.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-same-page', 'yes');
});

test('sellers and admins find the dashboard in the menu; shoppers do not', async ({
  page,
  browser,
  request,
}) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  await useSession(page, admin.token);
  await gotoHydrated(page, '/');
  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
  await expect(page.getByText('Admin dashboard')).toBeVisible();

  const sellerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(sellerPage, seller.token);
  await gotoHydrated(sellerPage, '/');
  const sellerDrawer = await openMenu(sellerPage);
  await sellerDrawer.getByRole('link', { name: 'Dashboard' }).click();
  await expect(sellerPage.getByText('Seller dashboard')).toBeVisible();
  await sellerPage.close();

  const shopperPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const shopper = await testSession(request);
  await useSession(shopperPage, shopper.token);
  await gotoHydrated(shopperPage, '/');
  const shopperDrawer = await openMenu(shopperPage);
  await expect(shopperDrawer.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(shopperDrawer.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await shopperPage.close();
});

test('a job seeker gets back to their applications from the profile and from the menu', async ({
  page,
  request,
}) => {
  const seeker = await testSession(request);
  await useSession(page, seeker.token);
  await gotoHydrated(page, '/profile');
  await page.getByRole('link', { name: /Your job applications/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();

  await gotoHydrated(page, '/');
  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name: 'Job applications' }).click();
  await expect(page).toHaveURL(/\/profile\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
});

test('the menu names Sell on Upahar at the top level and every link once', async ({ page }) => {
  await gotoHydrated(page, '/');
  const drawer = await openMenu(page);
  // Visible without opening a group.
  await expect(drawer.getByRole('link', { name: 'Sell on Upahar' })).toBeVisible();
  // Links inside closed groups count too: their text is in the page, only folded away.
  const names = await drawer
    .getByRole('navigation', { name: 'Main' })
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? '').filter(Boolean));
  expect(names).toContain('Vacancies');
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  expect(repeated, 'links the menu shows twice').toEqual([]);
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the header offers Sell on Upahar, and the dashboard to an admin', async ({ page, request }) => {
    const admin = await testSession(request, { email: 'admin@upahar.demo' });
    await useSession(page, admin.token);
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sell on Upahar' })).toBeVisible();
    await header
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByText('Admin dashboard')).toBeVisible();
  });
});
