import type { Page } from '@playwright/test';
import { addToCartApi, ready } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';
import { expectFits } from '../overflow';

// Every element of the main pages lies inside a 390 px phone's screen. A page can be no wider
// than the screen and still cut its headline or cards off, when a parent hides the overflow:
// so each element's box is checked, not the page's scroll width.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Opens `url`, waits for its pictures and late parts to settle, then checks every element. */
async function openAndCheck(page: Page, label: string, url: string) {
  await gotoHydrated(page, url);
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expectFits(page, `${label} (${url})`);
}

const PUBLIC_PAGES = [
  ['home', '/'],
  ['a category', '/category/cakes'],
  ['a cake', '/product/classic-black-forest-cake'],
  ['a bouquet on a flash sale', '/product/pink-lilies-bouquet'],
  ['search results', '/search?q=chocolate'],
  ['a store', '/store/kumari-cake-house'],
  ['the blog', '/blogs'],
  ['a blog post', '/blog/how-to-store-a-cake-in-kathmandu-summer'],
  ['careers', '/careers'],
] as const;

for (const [label, url] of PUBLIC_PAGES) {
  test(`${label} shows every element whole on a 390 px phone`, async ({ page }) => {
    await openAndCheck(page, label, url);
  });
}

test("a shopper's cart, checkout and profile show every element whole on a 390 px phone", async ({
  page,
  request,
  shopper,
}) => {
  await addToCartApi(request, shopper.token, 'classic-black-forest-cake');
  await openAndCheck(page, 'profile', '/profile');
  await gotoHydrated(page, '/cart');
  await ready(page);
  await expect(page.getByRole('list', { name: /items/i }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectFits(page, 'cart with an item (/cart)');
  await page.getByRole('button', { name: 'Continue to delivery' }).filter({ visible: true }).click();
  await page.waitForURL(/step=2/);
  await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText('Black Forest');
  await page.waitForLoadState('networkidle');
  await expectFits(page, 'checkout, delivery step');
});

test("a seller's orders to fulfil show every element whole on a 390 px phone", async ({ page, request }) => {
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, seller.token);
  await gotoHydrated(page, '/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders to fulfil' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectFits(page, 'dashboard orders (/dashboard/orders)');
});
