import { expect, gotoHydrated, test } from '../fixtures';

// The roulette from the header's Play! link: a visitor sees the wheel and is asked to sign in; a
// shopper spins, the wheel stops where the server drew, and a prize won is in their prizes.

test('a visitor sees the current wheel and is asked to sign in to spin', async ({ page }) => {
  await gotoHydrated(page, '/roulette/test-your-luck');
  await expect(page.getByRole('heading', { level: 1, name: 'Test your luck' })).toBeVisible();
  await expect(page.getByRole('img', { name: /A wheel of 8 slices/ })).toBeVisible();
  const signIn = page.getByRole('link', { name: 'Sign in to spin' });
  await expect(signIn).toHaveAttribute('href', '/login?referrer=%2Froulette%2Ftest-your-luck');
  await expect(page.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
});

test('an unknown wheel is the not-found page', async ({ page }) => {
  const res = await page.goto('/roulette/no-such-wheel');
  expect(res?.status()).toBe(404);
});

test('a shopper spins until the day is used up; a prize won is in their prizes', async ({
  page,
  shopper,
}) => {
  await gotoHydrated(page, '/roulette/latest');
  const left = page.getByTestId('spins-left');
  await expect(left).toHaveText('3 of 3 spins left today');
  const spin = page.getByRole('button', { name: 'Spin the wheel' });
  const won: string[] = [];
  for (const remaining of [2, 1, 0]) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/spin'));
    await spin.click();
    const body = await (await answer).json();
    // The wheel turns to the slice the server drew before the result shows.
    const result = page.getByText(`The wheel stopped on ${body.data.label}.`);
    await expect(result).toBeVisible({ timeout: 10_000 });
    if (body.data.prize) {
      won.push(body.data.prize.title);
      await expect(page.getByText(`You won ${body.data.prize.title}!`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'See all your prizes' })).toHaveAttribute(
        'href',
        '/profile/prizes',
      );
    }
    await expect(left).toHaveText(
      remaining === 0 ? /^No spins left today\. More at / : `${remaining} of 3 spins left today`,
    );
  }
  await expect(spin).toBeDisabled();
  const mine = await page.request.get('/api/V2/profile/prizes', {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  const titles = (await mine.json()).data.prizes.map((p: { title: string }) => p.title);
  expect(titles.sort()).toEqual(won.sort());
});

test('a shopper digs for treasure: an empty hole, then a find shown with its product', async ({
  page,
  shopper,
}) => {
  expect(shopper.token).toBeTruthy();
  await gotoHydrated(page, '/campaign/tihar-2026');
  await expect(page.getByRole('heading', { level: 2, name: 'Tihar treasure dig' })).toBeVisible();
  await expect(page.getByTestId('digs-left')).toHaveText('3 of 3 digs left');
  const buttons = page.getByRole('button', { name: /^Dig here under / });
  const first = ((await buttons.nth(0).getAttribute('aria-label')) ?? '').replace('Dig here under ', '');
  await buttons.nth(0).click();
  await expect(page.getByText(`Nothing under ${first}.`)).toBeVisible();
  await expect(page.getByTestId('digs-left')).toHaveText('2 of 3 digs left');
  await expect(page.getByText('You dug here: empty')).toBeVisible();
  // The demo hides the first treasure under the second product.
  const second = ((await buttons.nth(0).getAttribute('aria-label')) ?? '').replace('Dig here under ', '');
  await buttons.nth(0).click();
  await expect(page.getByText(`Treasure under ${second}!`)).toBeVisible();
  await expect(page.getByText(/found Rs 500 wallet credit/)).toBeVisible();
  await expect(page.getByTestId('treasures-left')).toHaveText('2 treasures still buried');
});

test('a visitor sees the treasure hunt and is asked to sign in to dig', async ({ page }) => {
  await gotoHydrated(page, '/campaign/tihar-2026');
  await expect(page.getByRole('link', { name: 'Sign in to dig' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Dig here under / }).first()).toBeDisabled();
});
