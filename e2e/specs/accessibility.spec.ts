import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { orderViaApi, ready } from '../buying';
import { expect, gotoHydrated, test } from '../fixtures';
import { JOURNEY_PAGES } from '../journey';

// axe (the engine behind Lighthouse's accessibility audit) on every page of the buying journey,
// on a phone and on a desktop: WCAG 2.2 A and AA and axe's best practices, no violation allowed.

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** Runs axe on the page as it is now; the message lists each rule broken and where. */
async function noViolations(page: Page, label: string) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (runOnly) => {
    const axe = (
      window as unknown as { axe: { run: (...a: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, RULES);
  const said = violations
    .map((v) => `${v.id} (${v.help}):\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n  ');
  expect(violations, `${label}:\n  ${said}`).toEqual([]);
}

for (const [width, name] of [
  [390, 'phone'],
  [1440, 'desktop'],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [label, url] of JOURNEY_PAGES) {
      test(`${label} (${url}) has no accessibility violations`, async ({ page }) => {
        await gotoHydrated(page, url);
        await noViolations(page, `${label} at ${width} px`);
      });
    }
    test("a shopper's checkout and order pages have no accessibility violations", async ({
      page,
      request,
      shopper,
    }) => {
      const orderId = await orderViaApi(request, shopper.token);
      for (const url of ['/cart', '/profile', '/profile/orders', `/profile/orders/view-order/${orderId}`]) {
        await page.goto(url);
        await ready(page);
        await expect(page.locator('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        await noViolations(page, `${url} at ${width} px`);
      }
    });
  });
}
