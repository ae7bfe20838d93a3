import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test } from '../fixtures';

// A search engine (or the shop's own crawl) reads sitemap.xml and visits every address in it:
// each must answer with its page, never a 404 or an error.

/** The paths the sitemap lists now. */
async function listed(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
}

/** A page's status, asking again after the wait a busy shop names (503 with Retry-After). */
async function statusOf(request: APIRequestContext, path: string): Promise<number> {
  for (let tries = 1; ; tries++) {
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() !== 503 || tries === 5) return res.status();
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers()['retry-after'] ?? 1)));
  }
}

test('every page the sitemap lists answers 200', async ({ request }) => {
  test.setTimeout(300_000);
  const paths = await listed(request);
  for (const kind of ['/campaign/', '/contest/', '/quiz/', '/career/', '/categories/birthday-cakes'])
    expect(
      paths.some((p) => p.startsWith(kind)),
      `the sitemap lists ${kind}`,
    ).toBe(true);
  const failed: string[] = [];
  // Two at a time, as a polite crawler reads, so the pages never queue behind the render limit.
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if ((await statusOf(request, path)) === 200) continue;
        // Specs running meanwhile take pages off the shop (a post deleted, a store suspended, a
        // product archived; some come back). The sitemap, read again, no longer lists a page that
        // went, and one that came back answers again: only a page still listed and still
        // failing is wrong.
        if (!(await listed(request)).includes(path)) continue;
        const status = await statusOf(request, path);
        if (status !== 200) failed.push(`${path}: ${status}`);
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
