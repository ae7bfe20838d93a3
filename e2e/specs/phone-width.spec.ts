import type { Page } from '@playwright/test';
import { orderViaApi, ready } from '../buying';
import { expect, gotoHydrated, test } from '../fixtures';
import { JOURNEY_PAGES } from '../journey';

// Every page of the buying journey fits a 390 px phone: a page wider than the screen cuts its
// headline or cards off and pushes the bottom tab bar and sticky buttons out of reach.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const WIDTH = 390;

/** The page is no wider than the phone; when it is, the message names the widest element. */
async function fits(page: Page, label: string) {
  const { scrollWidth, culprit } = await page.evaluate((width) => {
    let culprit = '';
    let widest = width;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right > widest) {
        widest = right;
        const cls =
          typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 3).join('.')}` : '';
        culprit = `${el.tagName.toLowerCase()}${cls} reaching ${Math.round(right)} px`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprit };
  }, WIDTH);
  expect(
    scrollWidth,
    `${label} is ${scrollWidth} px wide on a ${WIDTH} px phone (${culprit})`,
  ).toBeLessThanOrEqual(WIDTH);
}

for (const [label, url] of JOURNEY_PAGES) {
  test(`${label} (${url}) fits a 390 px phone`, async ({ page }) => {
    await gotoHydrated(page, url);
    await fits(page, `${label} (${url})`);
  });
}

test("a shopper's own pages and a placed order fit a 390 px phone", async ({ page, request, shopper }) => {
  const orderId = await orderViaApi(request, shopper.token);
  for (const [label, url] of [
    ['profile', '/profile'],
    ['orders', '/profile/orders'],
    ['an order', `/profile/orders/view-order/${orderId}`],
    ['wishlist', '/profile/wishlist'],
    ['addresses', '/profile/address'],
    ['order confirmation', `/order-confirmation?orderId=${orderId}`],
  ] as const) {
    await page.goto(url);
    await ready(page);
    await expect(page.locator('main')).not.toBeEmpty();
    await fits(page, `${label} (${url})`);
  }
});
