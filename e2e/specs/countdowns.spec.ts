import type { APIRequestContext } from '@playwright/test';
import { apiGet, expect, gotoHydrated, shopNow, test, testSession } from '../fixtures';

// Countdowns show months, days and hours; in the last hour a clock of minutes and seconds. The
// server and the browser render the same text, so hydration repaints nothing.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Flash sales this spec adds, taken out again after it: other specs share the demo shop, and a
// half-price sale left behind would change the prices and sales they see.
const added: { url: string; headers: Record<string, string> }[] = [];

test.afterEach(async ({ request }) => {
  for (const sale of added.splice(0)) {
    const removed = await request.delete(sale.url, { headers: sale.headers });
    expect(removed.status(), await removed.text()).toBe(200);
  }
});

async function addFlashSale(request: APIRequestContext, slug: string, startsIn: number, endsIn: number) {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const desk = { authorization: `Bearer ${admin.token}` };
  const campaigns = (await (await request.get('/api/dashboard/v1/campaigns', { headers: desk })).json()).data
    .campaigns as { id: number; slug: string }[];
  const tihar = campaigns.find((c) => c.slug === 'tihar-2026');
  const { data: product } = await apiGet<{ id: string; price: number }>(request, `product/${slug}`);
  const now = shopNow().getTime();
  const res = await request.post(`/api/dashboard/v1/campaigns/${tihar?.id}/flash-sales`, {
    headers: desk,
    data: {
      productId: product.id,
      price: Math.round(product.price / 2),
      startsAt: new Date(now + startsIn).toISOString(),
      endsAt: new Date(now + endsIn).toISOString(),
      stock: 20,
      perCustomerLimit: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const sales = (await res.json()).data.campaign.flashSales as { id: number; productId: string }[];
  for (const sale of sales.filter((s) => s.productId === product.id))
    added.push({ url: `/api/dashboard/v1/campaigns/${tihar?.id}/flash-sales/${sale.id}`, headers: desk });
}

test('countdowns read in days and hours, a clock in the last hour, and hydrate unchanged', async ({
  page,
  request,
}) => {
  // One sale ends in 2 days and half an hour, another starts in 40 minutes. Their products are
  // ones no other spec looks at or lists by price, and not already on offer in the campaign.
  await addFlashSale(request, 'sunflower-sunshine-bouquet', -MINUTE, 2 * DAY + 30 * MINUTE);
  await addFlashSale(request, 'pink-teddy-bear', 40 * MINUTE, 3 * HOUR);

  // Every change to a countdown's text after the server's HTML is in, hydration's included, is
  // written down: the observer starts when parsing ends, before any script of the page runs.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { countdownChanges: string[] }).countdownChanges = seen;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      new MutationObserver((records) => {
        for (const r of records) {
          const node = r.target instanceof Element ? r.target : r.target.parentElement;
          const time = node?.closest('time');
          if (time) seen.push(`${time.getAttribute('datetime')}: ${time.textContent}`);
          // A countdown thrown away and drawn again (hydration giving up on the server's HTML).
          r.removedNodes.forEach((gone) => {
            if (!(gone instanceof Element)) return;
            const times = gone.matches('time') ? [gone] : Array.from(gone.querySelectorAll('time'));
            for (const t of times) seen.push(`${t.getAttribute('datetime')}: removed`);
          });
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  const html = await (await request.get('/campaign/tihar-2026')).text();
  await gotoHydrated(page, '/campaign/tihar-2026');
  const card = (name: string) =>
    page.getByRole('region', { name: 'Flash sale' }).getByRole('article').filter({ hasText: name });
  const ending = card('Sunflower Sunshine Bouquet').locator('time');
  const starting = card('Pink Teddy Bear').locator('time');
  await expect(ending).toHaveText('2 days');
  await expect(card('Pink Teddy Bear')).toContainText('Starts in');
  // Minutes and seconds to the start, however long the page took: never more than the 40 minutes.
  await expect(starting).toHaveText(/^(40:00|[0-3]\d:[0-5]\d)$/);
  // The campaign runs for weeks: days and hours, never minutes or seconds.
  const campaign = page.locator('header').filter({ hasText: 'Ends in' }).locator('time');
  await expect(campaign).toHaveText(/^\d+ (months?|days?|hours?)( \d+ (days?|hours?))*$/);
  expect(html).not.toMatch(/<time[^>]*>[^<]*(minute|second)/);

  // The server drew the same words the browser shows, and hydration left them alone.
  expect(html).toContain('>2 days</time>');
  const endsAt = await ending.getAttribute('datetime');
  const changes = () =>
    page.evaluate(() => (window as unknown as { countdownChanges: string[] }).countdownChanges);
  expect((await changes()).filter((c) => c.startsWith(`${endsAt}:`))).toEqual([]);
  expect(problems.filter((p) => /hydrat|#41[89]|#42[35]/i.test(p))).toEqual([]);
  // The clock of the last hour ticks on by itself, second by second.
  const first = await starting.textContent();
  await expect(starting).not.toHaveText(first ?? '');
  // ...which the watch above saw, while the long countdown stayed as the server drew it.
  const startsAt = await starting.getAttribute('datetime');
  expect((await changes()).some((c) => c.startsWith(`${startsAt}:`))).toBe(true);
  expect((await changes()).filter((c) => c.startsWith(`${endsAt}:`))).toEqual([]);
});
