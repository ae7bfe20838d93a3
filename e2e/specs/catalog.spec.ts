import type { Page } from '@playwright/test';
import { type ApiCard, apiGet, expect, gotoHydrated, rupees, test } from '../fixtures';

// Listings with filters and "Load more", the /cakes and /urgent-cakes redirects, the compare
// list (at most 3), quick view and the home page with previously viewed products.

type Facet = { value: string; label: string; count: number };
type Listing = {
  title: string;
  products: ApiCard[];
  filterbox: Record<'size' | 'brand' | 'color' | 'tags', Facet[]>;
  readyMadeCakes?: ApiCard[];
};

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();
/** The small menu of a product's card, holding compare and quick view. */
const cardMenu = (page: Page, p: ApiCard) =>
  cards(page).getByRole('button', { name: `More actions for ${p.name}`, exact: true });
// Only one card menu is open at a time, so its items are found on the page.
const compareItem = (page: Page) => page.getByRole('menuitemcheckbox', { name: 'Compare' });

/** The cakes listing when it has more than one page (24 a page), else the whole catalogue. */
async function longListing(request: Parameters<typeof apiGet>[0]) {
  const cakes = await apiGet<Listing>(request, 'category/cakes', { perPage: 1 });
  return (cakes.meta?.pagination?.total ?? 0) > 24
    ? { url: '/category/cakes', api: 'category/cakes' }
    : { url: '/products', api: 'products' };
}

test.describe('listing', () => {
  test('a facet filters the server-rendered list to matching products', async ({ page, request }) => {
    const { url, api } = await longListing(request);
    const all = await apiGet<Listing>(request, api, { perPage: 24 });
    const total = all.meta?.pagination?.total ?? 0;
    // A brand that narrows the list (fewer products than the whole listing).
    const brand = all.data.filterbox.brand.find((f) => f.count > 0 && f.count < total);
    expect(brand, 'the listing offers a brand facet that narrows it').toBeDefined();
    if (!brand) return;
    const filtered = await apiGet<Listing>(request, api, { perPage: 24, brand: brand.value });
    const filteredTotal = filtered.meta?.pagination?.total ?? 0;

    await gotoHydrated(page, url);
    await expect(page.getByText(`${total} products`, { exact: true })).toBeVisible();
    const box = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Brand' });
    const checkbox = box.getByRole('checkbox', { name: brand.label });
    // click, not check(): the box shows the pending filter only once the navigation starts.
    await checkbox.click();

    await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(brand.value)}(&|$)`));
    const count = `${filteredTotal} ${filteredTotal === 1 ? 'product' : 'products'}`;
    await expect(page.getByText(count, { exact: true })).toBeVisible();
    expect(filteredTotal).toBeLessThan(total);
    await expect(checkbox).toBeChecked();
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByRole('button', {
        name: `Remove filter Brand: ${brand.label}`,
      }),
    ).toBeVisible();
    // Every card shown is one the API gives for the same query, in the same order.
    await expect(cards(page)).toHaveCount(filtered.data.products.length);
    expect(await cardNames(page)).toEqual(filtered.data.products.map((p) => p.name));

    // The filtered URL is rendered on the server as the shopper saw it (a shared link).
    const html = await (await request.get(page.url())).text();
    for (const p of filtered.data.products) expect(html).toContain(p.slug);
    const other = all.data.products.find((p) => !filtered.data.products.some((f) => f.id === p.id));
    if (other) expect(html).not.toContain(`/product/${other.slug}"`);
  });

  test('"Load more" appends the next page below the first 24', async ({ page, request }) => {
    const { url, api } = await longListing(request);
    const first = await apiGet<Listing>(request, api, { perPage: 24 });
    const total = first.meta?.pagination?.total ?? 0;
    expect(total).toBeGreaterThan(24);

    await gotoHydrated(page, url);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText(`Showing 24 of ${total}`)).toBeVisible();
    const before = await cardNames(page);
    expect(before).toEqual(first.data.products.map((p) => p.name));

    await page.getByRole('button', { name: 'Load more' }).click();
    const shown = Math.min(total, 48);
    await expect(cards(page)).toHaveCount(shown);
    await expect(page.getByText(`Showing ${shown} of ${total}`)).toBeVisible();
    const after = await cardNames(page);
    expect(after.slice(0, 24)).toEqual(before);
    expect(new Set(after).size).toBe(after.length);
    // Still on the same URL: "Load more" appends instead of navigating to page 2.
    expect(new URL(page.url()).pathname).toBe(url);
    if (total <= 48) await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('a next page the network could not bring is said under the list; "Try again" brings it', async ({
    page,
    request,
  }) => {
    const { url, api } = await longListing(request);
    const total = (await apiGet<Listing>(request, api, { perPage: 1 })).meta?.pagination?.total ?? 0;
    // The first "Load more" request is cut off as a dropped connection would be; the next goes.
    let cut = 0;
    await page.route(
      (u) => u.searchParams.has('more'),
      async (route) => {
        if (cut++ === 0) await route.abort('internetdisconnected');
        else await route.continue();
      },
    );
    await gotoHydrated(page, url);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load more products' })).toBeVisible();
    // The page stays, with the rows already shown.
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(Math.min(total, 48));
    expect(cut).toBe(2);
  });
});

test.describe('redirects', () => {
  test('/cakes ends at /category/cakes', async ({ page }) => {
    await page.goto('/cakes');
    await expect(page).toHaveURL(/\/category\/cakes$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/urgent-cakes ends at /products/urgent with the ready-made cakes row', async ({ page, request }) => {
    const urgent = await apiGet<Listing>(request, 'products/urgent', { perPage: 1 });
    await page.goto('/urgent-cakes');
    await expect(page).toHaveURL(/\/products\/urgent$/);
    await expect(page.getByRole('heading', { level: 1, name: urgent.data.title })).toBeVisible();
    const ready = page.getByRole('heading', { level: 2, name: 'Ready-made cakes' });
    if (urgent.data.readyMadeCakes?.length) {
      await expect(ready).toBeVisible();
      const row = page.getByRole('region', { name: 'Ready-made cakes' });
      await expect(row.getByRole('article')).toHaveCount(urgent.data.readyMadeCakes.length);
    } else {
      await expect(ready).toHaveCount(0);
    }
  });
});

test('compare: 3 at most, a 4th restarts the list, the table shows 3 columns', async ({ page, request }) => {
  // About twenty clicks through the cards' menus, each waiting for its menu to open.
  test.slow();
  const { url, api } = await longListing(request);
  const listing = await apiGet<Listing>(request, api, { perPage: 24 });
  const [a, b, c, d, e, f] = listing.data.products;
  await gotoHydrated(page, url);

  /** Ticks or unticks "Compare" in a card's menu; answers whether it was ticked before. */
  const toggle = async (p: ApiCard) => {
    await cardMenu(page, p).click();
    const before = (await compareItem(page).getAttribute('aria-checked')) === 'true';
    await compareItem(page).click();
    await expect(compareItem(page)).toHaveCount(0);
    return before;
  };
  /** Whether a card's menu shows "Compare" ticked (the menu is closed again after looking). */
  const compared = async (p: ApiCard) => {
    await cardMenu(page, p).click();
    const on = (await compareItem(page).getAttribute('aria-checked')) === 'true';
    await page.keyboard.press('Escape');
    await expect(compareItem(page)).toHaveCount(0);
    return on;
  };
  const tray = page.getByRole('complementary', { name: 'Products to compare' });
  const trayLink = tray.getByRole('link', { name: /^Compare \(\d\)$/ });

  await expect(tray).toHaveCount(0);
  expect(await toggle(a)).toBe(false);
  await expect(trayLink).toHaveText('Compare (1)');
  await toggle(b);
  await toggle(c);
  await expect(trayLink).toHaveText('Compare (3)');
  await expect(tray.getByRole('listitem')).toHaveCount(3);

  // The item is a toggle, ticked while the product is compared: a second press takes the product
  // out instead of adding a duplicate.
  expect(await toggle(c)).toBe(true);
  await expect(trayLink).toHaveText('Compare (2)');
  expect(await toggle(c)).toBe(false);
  await expect(trayLink).toHaveText('Compare (3)');

  // A 4th restarts the list with only the new one, and says so.
  await toggle(d);
  await expect(trayLink).toHaveText('Compare (1)');
  await expect(
    page.getByText('You can compare up to 3 products, so a new comparison was started'),
  ).toBeVisible();
  expect(await compared(d)).toBe(true);

  await toggle(e);
  await toggle(f);
  await expect(trayLink).toHaveText('Compare (3)');
  await trayLink.click();
  await expect(page).toHaveURL(/\/compare$/);
  const table = page.getByRole('table', { name: 'Products side by side' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const p of [d, e, f]) {
    await expect(
      table.getByRole('columnheader').getByRole('link', { name: p.name, exact: true }),
    ).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible();
  await expect(table.getByText('3 of 3')).toBeVisible();
  // The tray is not shown on the compare page itself.
  await expect(tray).toHaveCount(0);
});

test('quick view shows name and price, links to the product, Escape closes it', async ({ page, request }) => {
  const listing = await apiGet<Listing>(request, 'category/cakes', { perPage: 24 });
  const p = listing.data.products[0];
  await gotoHydrated(page, '/category/cakes');
  await cardMenu(page, p).click();
  await page.getByRole('menuitem', { name: 'Quick view' }).click();

  const dialog = page.getByRole('dialog', { name: p.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: p.name })).toBeVisible();
  await expect(dialog.getByText(rupees(p.price), { exact: true })).toBeVisible();
  // The quick info arrives after the card's own data: the loading placeholder goes away.
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `/product/${p.slug}`,
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/category\/cakes$/);
  // Focus goes back where the shopper was: the card's menu button.
  await expect(cardMenu(page, p)).toBeFocused();
});

test.describe('cards at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  type FlaggedCard = ApiCard & {
    originalPrice: number | null;
    isEggless: boolean;
    isSameDay: boolean;
    isUrgent: boolean;
  };
  const BADGE = /^(Eggless|Urgent|Same day|\d+% off)$/;

  test('a card shows one badge at most, and its menu offers compare and quick view by keyboard', async ({
    page,
    request,
  }) => {
    const listing = await apiGet<{ products: FlaggedCard[] }>(request, 'category/cakes', { perPage: 24 });
    const flags = (p: FlaggedCard) =>
      [p.isEggless, p.isSameDay, p.isUrgent, (p.originalPrice ?? 0) > p.price].filter(Boolean).length;
    const busy = listing.data.products.find((p) => p.isEggless && flags(p) > 1);
    expect(busy, 'the seed has an eggless cake with another badge').toBeDefined();
    if (!busy) return;
    await gotoHydrated(page, '/category/cakes');
    await expect(cards(page)).toHaveCount(listing.data.products.length);
    for (const card of await cards(page).all()) {
      expect(await card.getByText(BADGE).count()).toBeLessThanOrEqual(1);
    }
    // Of several, the card keeps the one a shopper could not tell otherwise: eggless.
    const card = cards(page).filter({ has: page.getByRole('heading', { name: busy.name, exact: true }) });
    await expect(card.getByText(BADGE)).toHaveText('Eggless');
    // The picture keeps one button, the heart; the rest is in the menu.
    await expect(card.getByRole('button')).toHaveCount(2);
    await expect(card.getByRole('button', { name: `Add to wishlist: ${busy.name}` })).toBeVisible();

    // Tab from the product's name reaches the menu button; the keyboard opens and walks the menu.
    const menuButton = cardMenu(page, busy);
    await card.getByRole('link', { name: busy.name, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `More actions for ${busy.name}` });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const compare = menu.getByRole('menuitemcheckbox', { name: 'Compare' });
    const quick = menu.getByRole('menuitem', { name: 'Quick view' });
    await expect(compare).toBeFocused();
    await expect(compare).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(quick).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(compare).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Compare, chosen with the keyboard: the tray counts it and the item is ticked next time.
    await page.keyboard.press('ArrowDown');
    await expect(compare).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    const tray = page.getByRole('complementary', { name: 'Products to compare' });
    await expect(tray.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(compare).toHaveAttribute('aria-checked', 'true');

    // Quick view, chosen with the keyboard, opens the dialog; Escape gives focus back to the button.
    await page.keyboard.press('End');
    await expect(quick).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: busy.name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // A tap outside closes the menu and leaves the page as it was.
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveCount(0);
  });
});

test('home shows its sections and, after a product visit, "Previously viewed"', async ({ page, request }) => {
  const home = await apiGet<{ trending: ApiCard[]; recommended: ApiCard[] }>(request, 'home-page');
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
  if (home.data.trending.length) {
    const trending = page.getByRole('region', { name: 'Trending now' });
    await expect(trending.getByRole('heading', { level: 2, name: 'Trending now' })).toBeVisible();
    await expect(trending.getByRole('article')).toHaveCount(home.data.trending.length);
  }
  if (home.data.recommended.length) {
    await expect(page.getByRole('heading', { level: 2, name: 'Recommended for you' })).toBeVisible();
  }
  // A fresh browser has no history yet.
  await expect(page.getByRole('heading', { name: 'Previously viewed' })).toHaveCount(0);

  const listing = await apiGet<Listing>(request, 'category/cakes', { perPage: 24 });
  const product = listing.data.products[2];
  await gotoHydrated(page, `/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await gotoHydrated(page, '/');
  const viewed = page.getByRole('region', { name: 'Previously viewed' });
  await expect(viewed).toBeVisible();
  await expect(viewed.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
    'href',
    `/product/${product.slug}`,
  );
});
