import type { Locator, Page } from '@playwright/test';
import { addDays, todayInKathmandu } from '@upahar/contract';
import { apiGet, expect, gotoHydrated, shopNow, test } from '../fixtures';

// The filters of a cake listing: weight, shape, flavour, eggless, occasion, "can arrive by" and the price
// slider, each in the URL (shareable, back button), with chips and "Clear all"; and the same
// filters in the phone's slide-over.

type Facet = { value: string; label: string; count: number };
type FilterBox = {
  pound: Facet[];
  flavour: Facet[];
  shape: Facet[];
  occasion: Facet[];
  eggless: number;
  total: number;
  arriveBy: { today: number; tomorrow: number };
};
type Listing = { filterbox: FilterBox; products: { slug: string }[] };

const count = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
/** How many cakes the API lists for these filters. */
const totalFor = async (request: Parameters<typeof apiGet>[0], query: Record<string, string | number>) =>
  (await apiGet<Listing>(request, 'category/cakes', { perPage: 1, ...query })).meta?.pagination?.total ?? 0;
/** An option that narrows the list without emptying it. */
const narrowing = (facets: Facet[], total: number) => {
  const f = facets.find((x) => x.count > 0 && x.count < total);
  expect(f, 'the demo cakes offer an option that narrows the list').toBeDefined();
  return f as Facet;
};
const shows = (page: Page, n: number) =>
  expect(page.getByRole('main').getByText(count(n), { exact: true }).first()).toBeVisible();
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
/** A checkbox of the filters is named by its option and how many products it leaves. */
const option = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`);

test('cakes filter by weight, shape, flavour, eggless, occasion, date and price, and clear', async ({
  page,
  request,
}) => {
  // Six filters, each applied, checked against the API and removed: a long walk on a busy machine.
  test.setTimeout(120_000);
  const { data } = await apiGet<Listing>(request, 'category/cakes', { perPage: 1 });
  const box = data.filterbox;
  const weight = narrowing(box.pound, box.total);
  const flavour = narrowing(box.flavour, box.total);
  const shape = narrowing(box.shape, box.total);
  const occasion = narrowing(box.occasion, box.total);
  await gotoHydrated(page, '/category/cakes');
  await shows(page, box.total);
  const side = page.getByRole('complementary', { name: 'Filters' });
  const chips = page.getByRole('list', { name: 'Active filters' });

  // Each filter: the URL says it, the count is the API's, a chip removes it.
  const tryFilter = async (o: { apply: () => Promise<void>; key: string; value: string; chip: string }) => {
    await o.apply();
    await expect.poll(() => param(page, o.key)).toBe(o.value);
    await shows(page, await totalFor(request, { [o.key]: o.value }));
    await chips.getByRole('button', { name: `Remove filter ${o.chip}` }).click();
    await expect.poll(() => param(page, o.key)).toBeNull();
    await shows(page, box.total);
  };
  const check = (group: string, name: string): Promise<void> =>
    side
      .getByRole('group', { name: group })
      .getByRole('checkbox', { name: option(name) })
      .click();

  await tryFilter({
    apply: () => check('Weight', weight.label),
    key: 'pound',
    value: weight.value,
    chip: `Weight: ${weight.label}`,
  });
  await tryFilter({
    apply: () => check('Shape', shape.label),
    key: 'shape',
    value: shape.value,
    chip: `Shape: ${shape.label}`,
  });
  await tryFilter({
    apply: () => check('Flavour', flavour.label),
    key: 'flavour',
    value: flavour.value,
    chip: `Flavour: ${flavour.label}`,
  });
  await tryFilter({
    apply: () => side.getByRole('checkbox', { name: option('Eggless') }).click(),
    key: 'eggless',
    value: '1',
    chip: 'Eggless',
  });
  await tryFilter({
    apply: () => check('Occasion', occasion.label),
    key: 'occasion',
    value: occasion.value,
    chip: `Occasion: ${occasion.label}`,
  });

  // "Can arrive by": tomorrow in one press, or a date typed into the date box.
  const today = todayInKathmandu(shopNow());
  const arrive = side.getByRole('group', { name: 'Can arrive by' });
  await arrive.getByRole('button', { name: /^Tomorrow/ }).click();
  await expect.poll(() => param(page, 'arriveBy')).toBe(addDays(today, 1));
  await shows(page, await totalFor(request, { arriveBy: addDays(today, 1) }));
  await expect(arrive.getByRole('button', { name: /^Tomorrow/ })).toHaveAttribute('aria-pressed', 'true');
  // The back button goes back to the whole list.
  await page.goBack();
  await expect.poll(() => param(page, 'arriveBy')).toBeNull();
  await shows(page, box.total);
  await arrive.getByLabel('Or choose a date').fill(addDays(today, 3));
  await expect.poll(() => param(page, 'arriveBy')).toBe(addDays(today, 3));
  await shows(page, await totalFor(request, { arriveBy: addDays(today, 3) }));

  // The price slider by keyboard: four big steps (a tenth of the range each) and two small ones
  // (Rs 50) down from the top, applied once the keys rest.
  const max = side.getByRole('slider', { name: 'Maximum price' });
  await max.focus();
  for (const key of ['PageDown', 'PageDown', 'PageDown', 'PageDown', 'ArrowLeft', 'ArrowRight']) {
    await page.keyboard.press(key);
  }
  await expect(max).toBeFocused();
  await expect(max).toHaveAttribute('aria-valuetext', 'Rs 3,000');
  await expect.poll(() => param(page, 'maxPrice')).toBe('3000');
  expect(param(page, 'arriveBy')).toBe(addDays(today, 3));
  await shows(page, await totalFor(request, { arriveBy: addDays(today, 3), maxPrice: 3000 }));
  await expect(chips.getByRole('button', { name: 'Remove filter Rs 0 – 3000' })).toBeVisible();

  // A shared link renders the same filtered list on the server.
  const html = await (await request.get(page.url())).text();
  const shared = await apiGet<Listing>(request, 'category/cakes', {
    perPage: 24,
    arriveBy: addDays(today, 3),
    maxPrice: 3000,
  });
  for (const p of shared.data.products) expect(html).toContain(`/product/${p.slug}"`);

  await chips.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/category\/cakes$/);
  await shows(page, box.total);
  await expect(max).toHaveAttribute('aria-valuetext', 'Rs 5,000 or more');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the slide-over offers the same filters and applies them', async ({ page, request }) => {
    const { data } = await apiGet<Listing>(request, 'category/cakes', { perPage: 1 });
    const flavour = narrowing(data.filterbox.flavour, data.filterbox.total);
    await gotoHydrated(page, '/category/cakes');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet: Locator = page.getByRole('dialog', { name: 'Filters' });
    for (const group of ['Can arrive by', 'Weight', 'Flavour', 'Occasion', 'Price']) {
      await expect(sheet.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(sheet.getByRole('slider', { name: 'Minimum price' })).toBeAttached();
    await sheet
      .getByRole('group', { name: 'Flavour' })
      .getByRole('checkbox', { name: option(flavour.label) })
      .click();
    await expect.poll(() => param(page, 'flavour')).toBe(flavour.value);
    const n = await totalFor(request, { flavour: flavour.value });
    await sheet.getByRole('button', { name: `Show ${count(n)}` }).click();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});
