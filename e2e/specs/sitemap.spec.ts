import { expect, gotoHydrated, test } from '../fixtures';

// A search engine (or the shop's own crawl) reads sitemap.xml and visits every address in it:
// each must answer with its page, never a 404 or an error.

test('every page the sitemap lists answers 200', async ({ request }) => {
  test.setTimeout(300_000);
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const paths = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  for (const kind of ['/campaign/', '/contest/', '/quiz/', '/career/', '/categories/birthday-cakes'])
    expect(
      paths.some((p) => p.startsWith(kind)),
      `the sitemap lists ${kind}`,
    ).toBe(true);
  const failed: string[] = [];
  // A few at a time: enough to finish soon, few enough not to queue behind the render limit.
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const page = await request.get(path, { maxRedirects: 0 });
        if (page.status() !== 200) failed.push(`${path}: ${page.status()}`);
      }
    }),
  );
  expect(failed).toEqual([]);
});

test('a sub-category has its own categories page, under its parent', async ({ page }) => {
  const res = await gotoHydrated(page, '/categories/birthday-cakes');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday Cakes' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Cakes' })).toHaveAttribute('href', '/categories/cakes');
  await page.getByRole('heading', { level: 1, name: 'Birthday Cakes' }).click();
  await page.waitForURL(/\/category\/birthday-cakes$/);
});
