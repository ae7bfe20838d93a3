import type { Page } from '@playwright/test';
import { expect, test, testSession } from '../fixtures';

// On a slow phone the server's page is on screen long before its scripts have run. A tap in that
// time is held, shown as waiting, and goes through once the page is ready; forms that work
// without scripts (search) simply work.

/** Holds every script of the page until the returned function is called, as a slow network does. */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const waitingNote = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement, '::after').content);

for (const width of [390, 1440]) {
  test(`"Add to cart" tapped before the page is ready waits, says so, then adds the cake once (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const release = await holdScripts(page);
    await page.goto('/product/classic-black-forest-cake', { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to cart' }).first();
    await add.click();
    await add.click();
    await expect(add).toHaveAttribute('data-early-held', '');
    expect(await waitingNote(page)).toContain('still loading');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    release();
    // Every script of the page loads only now, then the page hydrates and plays the tap: on a
    // busy machine that takes longer than one ordinary wait.
    await expect(page.getByText('Added to your cart').first()).toBeVisible({ timeout: 30_000 });
    await expect(add).not.toHaveAttribute('data-early-held', '');
    expect(await waitingNote(page)).toBe('none');
    // Two taps while waiting are one tap: the cart holds one cake.
    const cart =
      width < 640
        ? page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: /^Cart/ })
        : page.getByRole('navigation', { name: 'Mini cart' }).getByRole('button');
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
  });
}

test('the login form filled and sent before the page is ready logs in with what was typed', async ({
  page,
  request,
}) => {
  const account = await testSession(request);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password ?? '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveAttribute('data-early-held', '');
  // Held, not posted: still on the login page, fields as typed.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);

  release();
  await page.waitForURL('/profile');
  await expect(page.getByText(account.email).first()).toBeVisible();
});

test('search works before the page is ready: the form is a plain GET the server renders', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/search', { waitUntil: 'commit' });
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search cakes, flowers and gifts' });
  await box.fill('chocolate');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=chocolate');
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “chocolate”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('the page asks for its scripts only once its visible pictures are in, or at once when tapped', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  // The pictures stay on their way for the whole test, as on a very slow network.
  await page.route(/\/media\//, () => new Promise(() => {}));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.+\.js/.test(r.url())) scripts.push(r.url());
  });
  await page.goto('/product/classic-black-forest-cake', { waitUntil: 'domcontentloaded' });
  // The scripts are in the page, inert, and nothing has asked for them yet.
  expect(await page.locator('script[type="text/later-module"]').count()).toBe(1);
  expect(scripts).toEqual([]);

  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  // The tap started them without waiting for the pictures, and then went through.
  expect(await page.evaluate(() => typeof (window as { __loadScriptsNow?: unknown }).__loadScriptsNow)).toBe(
    'undefined',
  );
  await expect(page.getByText('Added to your cart').first()).toBeVisible({ timeout: 30_000 });
  expect(scripts.length).toBeGreaterThan(3);
  expect(
    await page.locator('script[type="text/later-module"], link[rel="later-modulepreload"]').count(),
  ).toBe(0);
});
