import { noViolations } from '../axe';
import { orderViaApi, ready } from '../buying';
import { expect, gotoHydrated, pickPill, test, testSession, useSession } from '../fixtures';
import { JOURNEY_PAGES } from '../journey';

// axe (the engine behind Lighthouse's accessibility audit) on every page of the buying journey,
// on a phone and on a desktop: WCAG 2.2 A and AA and axe's best practices, no violation allowed.

for (const [width, name] of [
  [390, 'phone'],
  [1440, 'desktop'],
] as const) {
  test.describe(`on a ${name}`, () => {
    // The pages' policy runs only their own scripts; axe is injected as an inline script.
    test.use({ viewport: { width, height: 900 }, bypassCSP: true });
    for (const [label, url] of JOURNEY_PAGES) {
      test(`${label} (${url}) has no accessibility violations`, async ({ page }) => {
        await gotoHydrated(page, url);
        await noViolations(page, `${label} at ${width} px`);
      });
    }
    test("a shopper's checkout and order pages have no accessibility violations", async ({
      page,
      request,
      shopper,
    }) => {
      const orderId = await orderViaApi(request, shopper.token);
      for (const url of ['/cart', '/profile', '/profile/orders', `/profile/orders/view-order/${orderId}`]) {
        await page.goto(url);
        await ready(page);
        await expect(page.locator('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        // The page as loaded, not its loading state (the order is read after the page starts).
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await noViolations(page, `${url} at ${width} px`);
      }
    });
    test('a cake drawn as the shopper chose it, with its facts, has no accessibility violations', async ({
      page,
    }) => {
      // An eggless recipe in a few shapes: the drawing replaces the photo once heart is picked.
      await gotoHydrated(page, '/product/eggless-chocolate-cake');
      const configurator = page.getByRole('region', { name: 'Make it yours' });
      await pickPill(configurator, /^Heart/);
      await expect(
        page.getByRole('img', { name: /^Drawing of your cake: heart-shaped/ }).first(),
      ).toBeVisible();
      await noViolations(page, `a drawn cake at ${width} px`);
    });
    test("the seller's dashboard pages have no accessibility violations", async ({ page, request }) => {
      // Eight pages, each scanned whole: more than a minute on a busy machine.
      test.setTimeout(90_000);
      const seller = await testSession(request, { email: 'seller@upahar.demo' });
      await useSession(page, seller.token);
      await gotoHydrated(page, '/dashboard/cakes');
      await expect(page.getByRole('heading', { level: 1, name: 'Your cakes' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Coffee Mocha Cake' })).toBeVisible();
      await noViolations(page, `/dashboard/cakes at ${width} px`);
      await page.getByRole('link', { name: 'Coffee Mocha Cake' }).click();
      await expect(page.getByRole('group', { name: 'Flavours' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Find accessories to add' })).toBeVisible();
      await expect(page.getByText(/ on sale\./)).toBeVisible();
      await noViolations(page, `a cake's options at ${width} px`);
      await page.goto('/dashboard/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders to fulfil' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noViolations(page, `/dashboard/orders at ${width} px`);
      for (const [path, heading] of [
        ['/dashboard/products', 'Your products'],
        ['/dashboard/store', 'Store page'],
        ['/dashboard/coupons', 'Coupons'],
        ['/dashboard/delivery', 'Delivery days'],
        ['/dashboard/team', 'Your team'],
        ['/dashboard/earnings', 'Earnings'],
        ['/dashboard/tickets', 'Support tickets'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await noViolations(page, `${path} at ${width} px`);
      }
    });
    test("a shopper's connections, a public profile and its Block dialog have no accessibility violations", async ({
      page,
      request,
    }) => {
      // The demo customer has a request waiting, connections and someone blocked; nothing changes.
      const me = await testSession(request, { email: 'customer@upahar.demo' });
      await useSession(page, me.token);
      for (const tab of ['received', 'blocked']) {
        await gotoHydrated(page, `/profile/connections?tab=${tab}`);
        await expect(page.getByRole('article').first()).toBeVisible();
        await noViolations(page, `/profile/connections?tab=${tab} at ${width} px`);
      }
      await gotoHydrated(page, '/user/rohan_shakya');
      await page.getByRole('button', { name: /^Block: / }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await noViolations(page, `a profile's Block dialog at ${width} px`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
    test('the information pages have no accessibility violations', async ({ page }) => {
      for (const path of ['/aboutus', '/faq', '/contact', '/refund-policy']) {
        await gotoHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await noViolations(page, `${path} at ${width} px`);
      }
    });
    test("the admin's dashboard pages have no accessibility violations", async ({ page, request }) => {
      // Twelve page loads, each read whole by axe: more than one ordinary test's time.
      test.slow();
      const admin = await testSession(request, { email: 'admin@upahar.demo' });
      await useSession(page, admin.token);
      for (const [path, heading] of [
        ['/dashboard/applications', 'Applications to sell'],
        ['/dashboard/moderation', 'Moderation'],
        ['/dashboard/stores', 'Stores'],
        ['/dashboard/accounts', 'Accounts'],
        ['/dashboard/audit', 'Audit log'],
        ['/dashboard/outbox', 'Undelivered messages'],
        ['/dashboard/payouts', 'Payouts to stores'],
        ['/dashboard/messages', 'Messages'],
        ['/dashboard/pages', 'Pages'],
        ['/dashboard/pages/refund', 'Refund policy'],
        ['/dashboard/pages/faq', 'Frequently asked questions'],
        ['/dashboard/pages/contact', 'Contact us'],
      ]) {
        await gotoHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading.split(' ')[0]);
        await page.waitForLoadState('networkidle');
        await noViolations(page, `${path} at ${width} px`);
      }
    });
  });
}
