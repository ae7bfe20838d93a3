import { noViolations } from '../axe';
import { orderViaApi, ready } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';
import { JOURNEY_PAGES } from '../journey';

// The same axe checks in Nepali: another build with other texts, longer words and Devanagari
// digits, so labels, names and contrast are checked again on the pages a Nepali shopper uses.

const nepali = (path: string) => (path === '/' ? '/ne' : `/ne${path}`);

for (const [width, name] of [
  [390, 'phone'],
  [1440, 'desktop'],
] as const) {
  test.describe(`in Nepali on a ${name}`, () => {
    test.use({ viewport: { width, height: 900 }, bypassCSP: true });

    test('the buying journey has no accessibility violations', async ({ page }) => {
      // Fifteen pages, each read whole by axe.
      test.slow();
      for (const [label, url] of JOURNEY_PAGES) {
        await gotoHydrated(page, nepali(url));
        await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
        await noViolations(page, `${label} (${nepali(url)}) at ${width} px`);
      }
    });

    test("a shopper's cart, orders and an order have no accessibility violations", async ({
      page,
      request,
      shopper,
    }) => {
      const orderId = await orderViaApi(request, shopper.token);
      for (const url of ['/cart', '/profile', '/profile/orders', `/profile/orders/view-order/${orderId}`]) {
        await page.goto(nepali(url));
        await ready(page);
        await expect(page.locator('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        // The page as loaded, not its loading state (the order is read after the page starts).
        await expect(page.getByRole('status').filter({ hasText: /^लोड/ })).toHaveCount(0);
        await noViolations(page, `${nepali(url)} at ${width} px`);
      }
    });

    test("the seller's orders and the information pages have no accessibility violations", async ({
      page,
      request,
    }) => {
      for (const path of ['/aboutus', '/faq', '/contact']) {
        await gotoHydrated(page, nepali(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await noViolations(page, `${nepali(path)} at ${width} px`);
      }
      const seller = await testSession(request, { email: 'seller@upahar.demo' });
      await useSession(page, seller.token);
      await gotoHydrated(page, '/ne/dashboard/orders');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noViolations(page, `/ne/dashboard/orders at ${width} px`);
    });
  });
}
