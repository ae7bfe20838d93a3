import type { ConsoleMessage, Page } from '@playwright/test';
import { orderViaApi } from '../buying';
import { apiGet, expect, gotoHydrated, test } from '../fixtures';

// The journey's main pages, in the production build, write nothing to the browser's console: no
// error, no warning, no hydration mismatch (React reports those as console errors). A message
// there is a fault a shopper's browser also meets, even when the page looks right.

/** Every console error and warning, and every uncaught exception, with the page it came from. */
function listenForNoise(page: Page) {
  const noise: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') noise.push(`${where()}: [${m.type()}] ${m.text()}`);
  });
  page.on('pageerror', (e) => noise.push(`${where()}: [uncaught] ${e.message}`));
  return noise;
}

/** Opens `url`, waits until React hydrated it and the page's own requests settled. */
async function visit(page: Page, url: string) {
  await gotoHydrated(page, url);
  await page.waitForLoadState('networkidle');
}

test('a visitor meets no console error or warning on the public pages', async ({ page, request }) => {
  const noise = listenForNoise(page);
  const posts = await apiGet<{ posts: { slug: string }[] }>(request, 'blogs');
  const post = posts.data.posts[0];
  expect(post, 'the demo shop has a blog post').toBeTruthy();
  for (const url of [
    '/',
    '/category/cakes',
    '/product/classic-black-forest-cake',
    '/product/dozen-red-roses-bouquet',
    '/search?q=chocolate',
    `/blog/${post?.slug}`,
    '/campaign/tihar-2026',
    '/contest/best-celebration-cake-photo',
  ])
    await visit(page, url);
  expect(noise).toEqual([]);
});

test('a shopper meets no console error or warning from the cart to the order and the profile', async ({
  page,
  request,
  shopper,
}) => {
  const noise = listenForNoise(page);
  const orderId = await orderViaApi(request, shopper.token);
  await visit(page, `/order-confirmation?orderId=${orderId}`);
  await visit(page, '/product/classic-black-forest-cake');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();
  await visit(page, '/cart');
  // The checkout's first step: where the order goes.
  await page.getByRole('button', { name: 'Continue to delivery' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: /deliver/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const url of ['/profile', '/profile/orders', `/profile/orders/view-order/${orderId}`])
    await visit(page, url);
  expect(noise).toEqual([]);
});
