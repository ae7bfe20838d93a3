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
  const { url, api } = await longListing(request);
  const listing = await apiGet<Listing>(request, api, { perPage: 24 });
  const [a, b, c, d, e, f] = listing.data.products;
  await gotoHydrated(page, url);

  const add = (p: ApiCard) => page.getByRole('button', { name: `Add ${p.name} to comparison`, exact: true });
  const removeBtn = (p: ApiCard) =>
    cards(page).getByRole('button', { name: `Remove ${p.name} from comparison`, exact: true });
  const tray = page.getByRole('complementary', { name: 'Products to compare' });
  const trayLink = tray.getByRole('link', { name: /^Compare \(\d\)$/ });

  await expect(tray).toHaveCount(0);
  await add(a).click();
  await expect(trayLink).toHaveText('Compare (1)');
  await add(b).click();
  await add(c).click();
  await expect(trayLink).toHaveText('Compare (3)');
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  await expect(removeBtn(c)).toHaveAttribute('aria-pressed', 'true');

  // The button is a toggle: a second press takes the product out instead of adding a duplicate.
  await removeBtn(c).click();
  await expect(trayLink).toHaveText('Compare (2)');
  await expect(add(c)).toHaveAttribute('aria-pressed', 'false');
  await add(c).click();
  await expect(trayLink).toHaveText('Compare (3)');

  // A 4th restarts the list with only the new one, and says so.
  await add(d).click();
  await expect(trayLink).toHaveText('Compare (1)');
  await expect(
    page.getByText('You can compare up to 3 products, so a new comparison was started'),
  ).toBeVisible();
  await expect(add(a)).toBeVisible();
  await expect(removeBtn(d)).toBeVisible();

  await add(e).click();
  await add(f).click();
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
  await page.getByRole('button', { name: `Quick view of ${p.name}`, exact: true }).click();

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
