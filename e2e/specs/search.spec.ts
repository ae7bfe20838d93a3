import type { Page } from '@playwright/test';
import { type ApiCard, apiGet, expect, gotoHydrated, test } from '../fixtures';

// Search with typo correction, suggestions, the visitor's history and the cake finder.

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search cakes, flowers and gifts' });
const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

test('a search with typos finds chocolate cakes, rendered on the server', async ({ page, request }) => {
  const q = 'choclate cak';
  await gotoHydrated(page, '/search');
  await expect(page.getByRole('heading', { level: 1, name: 'What are you looking for?' })).toBeVisible();
  await searchBox(page).fill(q);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('heading', { level: 2, name: `Results for “${q}”` })).toBeVisible();
  await expect(page.getByText(/Showing results for/)).toContainText(/chocolate/i);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const names = await cardNames(page);
  expect(names.some((n) => /chocolate/i.test(n))).toBe(true);

  // The same URL without JavaScript: the results are in the server's HTML.
  const api = await apiGet<{ products: ApiCard[] }>(request, 'search', {
    query: q,
    source: 'web',
    perPage: 24,
  });
  const html = await (await request.get(`/search?q=${encodeURIComponent(q)}`)).text();
  const chocolate = api.data.products.find((p) => /chocolate/i.test(p.name));
  expect(chocolate).toBeDefined();
  expect(html).toContain(`href="/product/${chocolate?.slug}"`);
});

test('a word nothing matches is named, and the results are for the other words', async ({
  page,
  request,
}) => {
  const q = 'yomari cake';
  const note = 'Nothing matched “yomari”; showing results for “cake”.';
  await gotoHydrated(page, `/search?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('heading', { level: 2, name: `Results for “${q}”` })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // Said in the server's HTML too.
  const html = await (await request.get(`/search?q=${encodeURIComponent(q)}`)).text();
  expect(html).toContain(note);
  // Words that all match say nothing of the kind.
  await gotoHydrated(page, '/search?q=chocolate%20cake');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/Nothing matched/)).toHaveCount(0);
});

test('suggestions appear while typing and Enter on one opens it', async ({ page, request }) => {
  const { data } = await apiGet<{ suggestions: { label: string; url: string }[] }>(
    request,
    'search/suggestions',
    { q: 'choc' },
  );
  expect(data.suggestions.length).toBeGreaterThan(0);
  const first = data.suggestions[0];

  await gotoHydrated(page, '/search');
  const box = searchBox(page);
  await box.pressSequentially('choc', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option')).toHaveCount(data.suggestions.length);
  await expect(list.getByRole('option').first()).toContainText(first.label);

  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(first.url);
});

test('a visitor’s search history lists the query and "Clear history" empties it', async ({ page }) => {
  const q = 'red velvet';
  await gotoHydrated(page, '/search');
  await searchBox(page).fill(q);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(q)}`);

  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('link', { name: q, exact: true })).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent(q)}`,
  );
  // Kept in this browser: still there on a fresh visit to the search page.
  await gotoHydrated(page, '/search');
  await expect(recent.getByRole('link', { name: q, exact: true })).toBeVisible();

  await recent.getByRole('button', { name: 'Clear history' }).click();
  await expect(recent).toHaveCount(0);
  await gotoHydrated(page, '/search');
  await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent searches' })).toHaveCount(0);
});

test('the cake finder carries the choices in the URL and shows cakes or says why not', async ({
  page,
  request,
}) => {
  type Options = {
    occasions: { slug: string; name: string }[];
    flavours: { slug: string; name: string }[];
    pounds: number[];
  };
  const { data: o } = await apiGet<Options>(request, 'find-cakes/options');
  const occasion = o.occasions.find((x) => x.slug === 'birthday') ?? o.occasions[0];
  const flavour = o.flavours.find((x) => x.slug === 'chocolate') ?? o.flavours[0];
  const pound = o.pounds.includes(2) ? 2 : o.pounds[0];
  const params = { occasion: occasion.slug, flavour: flavour.slug, pound: String(pound) };
  const expected = await apiGet<{ products: ApiCard[] }>(request, 'find-cakes', { ...params, page: 1 });

  await gotoHydrated(page, '/find-cakes');
  await expect(page.getByRole('heading', { level: 1, name: 'Find the right cake' })).toBeVisible();
  await page.getByLabel('Occasion').selectOption(occasion.slug);
  await page.getByLabel('Weight').selectOption(String(pound));
  const flavours = page.getByRole('group', { name: 'Flavour' });
  await flavours
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: flavour.name, exact: true }) })
    .click();
  await expect(flavours.getByRole('radio', { name: flavour.name, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Find cakes' }).click();

  await expect(page).toHaveURL(
    `/find-cakes?occasion=${occasion.slug}&flavour=${flavour.slug}&pound=${encodeURIComponent(String(pound))}`,
  );
  if (expected.data.products.length > 0) {
    await expect(page.getByRole('heading', { level: 2, name: 'Cakes that fit' })).toBeVisible();
    await expect(page.getByText(`prices for ${pound} lb`)).toBeVisible();
    const names = await cardNames(page);
    expect(names).toEqual(expected.data.products.map((p) => p.name));
  } else {
    await expect(page.getByRole('heading', { level: 2, name: 'No cakes found' })).toBeVisible();
    await expect(page.getByText(/^No .*cake.* — try /)).toBeVisible();
  }
  // The form keeps the choices of the URL.
  await expect(page.getByLabel('Occasion')).toHaveValue(occasion.slug);
  await expect(page.getByLabel('Weight')).toHaveValue(String(pound));
  await expect(flavours.getByRole('radio', { name: flavour.name, exact: true })).toBeChecked();
});

test('the cake finder explains why nothing matches a budget no cake fits', async ({ page, request }) => {
  const { data: o } = await apiGet<{ flavours: { slug: string; name: string }[] }>(
    request,
    'find-cakes/options',
  );
  const flavour = o.flavours.find((x) => x.slug === 'chocolate') ?? o.flavours[0];
  const none = await apiGet<{ products: ApiCard[] }>(request, 'find-cakes', {
    flavour: flavour.slug,
    budget: 1,
    page: 1,
  });
  expect(none.data.products).toHaveLength(0);

  await gotoHydrated(page, '/find-cakes');
  const flavours = page.getByRole('group', { name: 'Flavour' });
  await flavours
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: flavour.name, exact: true }) })
    .click();
  await page.getByLabel(/^Budget/).fill('1');
  await page.getByRole('button', { name: 'Find cakes' }).click();

  await expect(page).toHaveURL(`/find-cakes?flavour=${flavour.slug}&budget=1`);
  await expect(page.getByRole('heading', { level: 2, name: 'No cakes found' })).toBeVisible();
  await expect(
    page.getByText(
      `No ${flavour.name.toLowerCase()} cake is available for under Rs 1 — try a higher budget.`,
    ),
  ).toBeVisible();
});
