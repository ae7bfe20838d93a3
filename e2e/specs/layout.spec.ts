import { expect, gotoHydrated, test } from '../fixtures';

// The shared layout (header, menus, mini-cart, drawer, footer) and the 404 page.
test.describe('desktop header and footer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the logged-out header and opens one dropdown at a time on hover', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(header.getByRole('link', { name: /Play!/ })).toHaveAttribute(
      'href',
      '/roulette/test-your-luck',
    );
    await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
    await expect(header.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/careers');
    await expect(header.locator('a[href^="/campaign/"]').first()).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Shop By Categories' }).hover();
    const cakes = nav.locator('a[href="/category/cakes"]').first();
    await expect(cakes).toBeVisible();
    await nav.getByRole('button', { name: 'About' }).hover();
    await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible();
    // Only one open at a time.
    await expect(cakes).toBeHidden();
    await page.mouse.move(700, 700);
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
  });

  test('a link to a part of the page lands it below the two-row sticky header', async ({ page }) => {
    await gotoHydrated(page, '/product/classic-black-forest-cake');
    await page.locator('a[href="#reviews"]').first().click();
    await expect(page).toHaveURL(/#reviews$/);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    await expect
      .poll(() => page.locator('#reviews').evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
  });

  test('mini-cart says the cart is empty and links to it', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Mini cart' }).getByRole('button').hover();
    await expect(page.getByText('No Items In the Cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  test('footer has social, phone, link columns and the copyright line', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.locator('a[href^="viber://"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="https://wa.me/977"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(footer.getByRole('link', { name: /facebook/i }).first()).toBeVisible();
    await expect(footer.getByText('Upahar All rights reserved.')).toBeVisible();
    // Bottom navigation is for phones only.
    await expect(page.getByRole('navigation', { name: 'Quick' })).toBeHidden();
  });
});

test.describe('phone layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('uses the 75% drawer and bottom navigation; the mini-cart is hidden', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Mini cart' })).toBeHidden();
    await page.getByRole('button', { name: /Menu/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // Measured once the slide-in animation has finished, not while it still moves the drawer.
    await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(390 * 0.75));
    await expect(drawer.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Vacancies' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    const quick = page.getByRole('navigation', { name: 'Quick' });
    await expect(quick).toBeVisible();
    for (const href of ['/', '/categories', '/search', '/cart']) {
      await expect(quick.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });
});

test.describe('error page', () => {
  test('answers 404 with the content form from the error-page data', async ({ page }) => {
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('The page you are looking for doesnt exist')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test('refuses a bad address without sending, then subscribes and clears the input', async ({ page }) => {
    await gotoHydrated(page, '/');
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('subscribe-newsletter') && sent.push(r.url()));
    const input = page.getByPlaceholder('Enter your email');
    await input.fill('not-an-email@nowhere');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    expect(sent).toHaveLength(0);

    await input.fill(`reader.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(/Thank you for subscribing/)).toBeVisible();
    await expect(input).toHaveValue('');
    expect(sent).toHaveLength(1);
  });

  // The footer's code loads as the visitor nears it; a fast visitor (or a slow phone) can type and
  // send before it is in. Here its script is held back until after the tap on Subscribe.
  test("an address typed and sent before the footer's code came is kept and sent once the code is in", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('subscribe-newsletter') && sent.push(r.url()));
    await gotoHydrated(page, '/');
    const input = page.getByPlaceholder('Enter your email');
    const address = `early.${Date.now()}@example.com`;
    await input.fill(address);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => asked).toBe(true);
    // The browser did not send the form as a page of its own.
    expect(new URL(page.url()).search).toBe('');
    expect(sent).toHaveLength(0);
    release();
    await expect(page.getByText(/Thank you for subscribing/)).toBeVisible();
    await expect(input).toHaveValue('');
    expect(sent).toHaveLength(1);
  });
});

// The home page's shelves under the categories are the server's HTML until scrolled to; then
// their code loads. A button tapped before the code came is pressed once it is in, and a link
// tapped then moves within the app instead of loading a whole page.
test.describe('home shelves loaded when seen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const holdShelves = async (page: import('@playwright/test').Page) => {
    const state = { asked: false, release: () => {} };
    const held = new Promise<void>((resolve) => {
      state.release = resolve;
    });
    await page.route(/\/assets\/home-shelves-[\w-]+\.js$/, async (route) => {
      state.asked = true;
      await held;
      await route.continue();
    });
    return state;
  };

  test('their code waits for the scroll; a Follow tapped before it came is pressed once it is in', async ({
    page,
  }) => {
    const shelves = await holdShelves(page);
    await gotoHydrated(page, '/');
    expect(shelves.asked).toBe(false);
    const follow = page.getByRole('button', { name: /^Follow / }).first();
    await follow.scrollIntoViewIfNeeded();
    await expect.poll(() => shelves.asked).toBe(true);
    await follow.click();
    await page.waitForTimeout(300);
    // Nothing happened yet: the button has no code.
    expect(new URL(page.url()).pathname).toBe('/');
    shelves.release();
    // A visitor who follows is asked to log in first.
    await expect(page).toHaveURL(/\/login/);
  });

  test('a link tapped before their code came moves within the app', async ({ page }) => {
    await holdShelves(page);
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const offers = page.getByRole('region', { name: 'Offers', exact: true });
    await offers.getByRole('link', { name: 'See all Offers' }).click();
    await expect(page).toHaveURL(/\/products\/offers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});
