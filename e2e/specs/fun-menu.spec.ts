import type { APIRequestContext } from '@playwright/test';
import { apiGet, expect, gotoHydrated, test } from '../fixtures';

// The header's Fun menu offers the treasure hunt while one runs, on desktops and phones, and
// leads to it on its campaign's page.

async function runningHunt(request: APIRequestContext) {
  const { data } = await apiGet<{ header: { treasureHunt?: { campaign: string } | null } }>(
    request,
    'header-footer',
  );
  const hunt = data.header.treasureHunt;
  expect(hunt, 'the demo shop runs a treasure hunt').toBeTruthy();
  return `/campaign/${hunt?.campaign}#treasure-hunt`;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the Fun menu lists the treasure hunt beside the other games', async ({ page, request }) => {
    const href = await runningHunt(request);
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Fun' }).hover();
    await expect(nav.getByRole('link', { name: 'Play roulette' })).toBeVisible();
    const hunt = nav.getByRole('link', { name: 'Treasure hunt' });
    await expect(hunt).toHaveAttribute('href', href);
    await hunt.click();
    await expect(page).toHaveURL(href);
    await expect(
      page
        .locator('#treasure-hunt')
        .getByRole('button', { name: /Dig here/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('phone at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu drawer’s Fun group lists the treasure hunt', async ({ page, request }) => {
    const href = await runningHunt(request);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: /Menu/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('summary', { hasText: 'Fun' }).click();
    await expect(drawer.getByRole('link', { name: 'Treasure hunt' })).toHaveAttribute('href', href);
  });
});
