import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// A click on a home banner is counted and shows on the admins' banner screen; a prize a game
// hands a shopper shows on their prizes page with its code.

// The server leaves out clients that name themselves as headless or as bots: this browser
// introduces itself as an ordinary Chrome.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
});

const FIRST_SLIDE = { key: 'home:fresh-cakes', title: 'Fresh cakes, baked this morning' };

async function clicksOf(request: APIRequestContext, token: string, key: string) {
  // Counts wait in memory for the next batch; the test-only flush writes them now.
  expect((await request.post('/api/V2/banner/action/flush')).status()).toBe(204);
  const res = await request.get('/api/dashboard/v1/banners', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const banners: { key: string; clicks: number }[] = (await res.json()).data.banners;
  return banners.find((b) => b.key === key)?.clicks ?? 0;
}

test('a click on a home banner is counted and the admin sees it on the banner screen', async ({
  page,
  request,
}) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const before = await clicksOf(request, admin.token, FIRST_SLIDE.key);

  await gotoHydrated(page, '/');
  const slider = page.getByRole('region', { name: 'Offers and news' });
  await slider.getByRole('link', { name: 'Shop now' }).first().click();
  await expect(page).toHaveURL(/\/category\/cakes/);
  await expect.poll(() => clicksOf(request, admin.token, FIRST_SLIDE.key)).toBe(before + 1);

  await useSession(page, admin.token);
  await gotoHydrated(page, '/dashboard/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  const row = page.getByRole('article', { name: FIRST_SLIDE.title });
  const clicks = before + 1;
  await expect(row).toContainText(`${clicks} ${clicks === 1 ? 'click' : 'clicks'}`);
  await expect(row).toContainText(/\d+ views?/);
});

test('a shopper sees the prize a game gave them, with its code to copy', async ({
  page,
  request,
  shopper,
}) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const title = `E2E prize ${Date.now().toString(36)}`;
  const made = await request.post('/api/dashboard/v1/prizes', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { title, kind: 'coupon', couponType: 'percent', couponValue: 20, validDays: 10 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const prizeId: number = (await made.json()).data.prize.id;
  const given = await request.post('/test/award-prize', {
    data: { prizeId, userId: shopper.id, reason: 'Test roulette' },
  });
  expect(given.ok(), await given.text()).toBe(true);
  const code: string = (await given.json()).award.code;

  await gotoHydrated(page, '/profile');
  await page.getByRole('link', { name: /Your prizes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your prizes' })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(code);
  await expect(card).toContainText('Roulette: Test roulette');
  await expect(card).toContainText(/Usable until/);
  await expect(card.getByRole('button', { name: `Copy code ${code}` })).toBeVisible();
});
