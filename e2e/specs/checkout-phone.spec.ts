import type { Page } from '@playwright/test';
import { addToCartApi, fillNewAddress, ready, toPaymentStep } from '../buying';
import { apiGet, expect, test } from '../fixtures';

// Every checkout step fits a 390 px phone: nothing scrolls sideways and the sticky bar's
// button stays on the screen, however long a line's options are.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const WIDTH = 390;

/** The document is no wider than the phone, and the step's main button is fully on screen. */
async function fitsThePhone(page: Page, step: string, button: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${step} is ${scrollWidth} px wide on a ${WIDTH} px phone`).toBeLessThanOrEqual(WIDTH);
  const box = await page
    .getByRole('button', { name: button })
    .filter({ visible: true })
    .first()
    .boundingBox();
  expect(box, `${step}: no visible "${button}" button`).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0), `${step}: "${button}" reaches past the edge`).toBeLessThanOrEqual(
    WIDTH,
  );
}

test('checkout steps 1 to 3 fit a 390 px phone with a long cake line in the summary', async ({
  page,
  request,
  shopper,
}) => {
  // A cake with every option spelled out makes the longest line of the order summary.
  const { data: cake } = await apiGet<{ id: string }>(request, 'product/classic-black-forest-cake');
  const added = await request.post('/api/V2/add-to-cart', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { productId: cake.id, pound: 2, message: 'Happy birthday, dear Aama!', source: 'web' },
  });
  expect(added.status(), await added.text()).toBe(200);
  await addToCartApi(request, shopper.token, 'dozen-red-roses-bouquet', 2);

  await page.goto('/cart');
  await ready(page);
  await expect(page.getByRole('list', { name: /items/i }).getByRole('listitem').first()).toBeVisible();
  await fitsThePhone(page, 'Step 1 (cart)', 'Continue to delivery');

  await page.getByRole('button', { name: 'Continue to delivery' }).filter({ visible: true }).click();
  await page.waitForURL(/step=2/);
  await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText('Classic Black Forest');
  await fitsThePhone(page, 'Step 2 (delivery)', 'Continue to payment');
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeInViewport({ ratio: 1 });

  await fillNewAddress(page, { receiver: 'Maya Tamang', phone: '9812345678', landmark: 'Near the stupa' });
  await toPaymentStep(page);
  await fitsThePhone(page, 'Step 3 (payment)', 'Place order');
});
