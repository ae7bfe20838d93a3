import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// A store owner adds a product from the dashboard and shoppers find it at once: the demo seller
// creates a gift, adds its picture, publishes it, and a visitor finds it with a misspelt search.

const NAME = 'Pashmina Shawl Gift Box';
// A 64 x 48 plum-coloured PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1uyyLIflL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+zWtExOHtAUEAAAAASUVORK5CYII=',
  'base64',
);

test('the seller publishes a new gift and a shopper finds it with a typo search', async ({
  page,
  browser,
  request,
}) => {
  const seller = await testSession(request, { email: 'seller@upahar.demo' });
  const auth = { authorization: `Bearer ${seller.token}` };
  let productId: string | null = null;
  try {
    await useSession(page, seller.token);
    await gotoHydrated(page, '/dashboard/orders');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your products' })).toBeVisible();
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    const kind = page.getByRole('form', { name: 'Type of product' });
    await kind.getByText('Gift', { exact: true }).click();
    await kind.getByRole('button', { name: 'Continue' }).click();

    // Both sides check: an empty form is refused before anything is sent.
    const main = page.getByRole('main');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(main.getByText('Please fix the marked fields before saving.')).toBeVisible();
    await expect(main.getByText('The name needs at least 2 characters')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(NAME);
    await expect(page.getByLabel('Web address')).toHaveValue('pashmina-shawl-gift-box');
    await page.getByLabel('Category').selectOption({ label: 'Gift Hampers' });
    await page
      .getByLabel('Description', { exact: true })
      .fill('A soft Nepali pashmina shawl folded in a hand-made lokta paper box.');
    await page.getByLabel('Price (NPR)', { exact: true }).fill('4500');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
    productId = page.url().split('/').pop() ?? null;
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

    // Publishing without a picture is refused with the reason.
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect(status.getByRole('alert')).toHaveText('Add at least one picture before publishing');

    await page
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'shawl.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `${NAME} (1 of 1)` })).toBeVisible();
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect(status.getByRole('status')).toHaveText(`Published: ${NAME} is in the shop`);
    await expect(status.getByText('Live', { exact: true })).toBeVisible();

    // A visitor (no session) misspells it and still finds it, then opens its page.
    const shopper = await browser.newPage();
    await gotoHydrated(shopper, '/search');
    const box = shopper.getByRole('main').getByRole('combobox', { name: 'Search cakes, flowers and gifts' });
    await box.fill('pashmena shawl');
    await shopper.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(shopper.getByText(/Showing results for/)).toContainText('pashmina');
    await shopper.getByRole('main').getByRole('link', { name: NAME }).first().click();
    await expect(shopper.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await shopper.close();
  } finally {
    // Other specs share the demo shop: take the product off it again.
    if (productId) {
      const res = await request.post(`/api/dashboard/v1/products/${productId}/archive`, { headers: auth });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
});
