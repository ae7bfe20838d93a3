import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// A shopper opens an influencer from /influencers and loves their picks; a visitor who tries to
// react is told to log in first.

test('a shopper loves an influencer: the count goes up and the button stays pressed', async ({
  page,
  shopper,
}) => {
  expect(shopper.token).toBeTruthy();
  await gotoHydrated(page, '/influencers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cakes and gifts our creators love' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Pemba Sherpa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pemba Sherpa' })).toBeVisible();
  await page.locator('html[data-hydrated="true"]').waitFor();

  const love = page.getByRole('button', { name: /^Love \d+$/ });
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await love.getByTestId('count-love').textContent());
  await love.click();
  await expect(love).toHaveAttribute('aria-pressed', 'true');
  await expect(love.getByTestId('count-love')).toHaveText(String(before + 1));
  // Picks are the catalogue's own product cards.
  await expect(page.getByRole('heading', { level: 2, name: "Pemba's picks" })).toBeVisible();

  // The reaction is kept: the page read again shows it pressed.
  // The server render is the public page; the browser then reads it again as the shopper.
  const asReader = page.waitForResponse(
    (r) => r.url().includes('/api/V2/influencer/') && r.request().headers().authorization !== undefined,
  );
  await page.reload();
  expect((await asReader).ok()).toBe(true);
  await expect(page.getByRole('button', { name: /^Love \d+$/ })).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor who reacts is told they are not signed in and offered the login', async ({ page }) => {
  await gotoHydrated(page, '/influencers');
  await page.getByRole('link', { name: 'Sunita Karki' }).click();
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: /^Like \d+$/ }).click();
  await expect(page.getByText('User is not authenticated').first()).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Log in to react' });
  await expect(alert).toContainText('User is not authenticated');
  await expect(alert.getByRole('link', { name: 'Log in to react' })).toHaveAttribute(
    'href',
    /\/login\?referrer=/,
  );
  await expect(page.getByRole('button', { name: /^Like \d+$/ })).toHaveAttribute('aria-pressed', 'false');
});

test('an influencer sees the reactions to their own profile as counts, with no buttons to press', async ({
  page,
  request,
}) => {
  const pemba = await testSession(request, { email: 'pemba.s@valley.upahar.demo' });
  await useSession(page, pemba.token);
  await gotoHydrated(page, '/influencers');
  await page.getByRole('link', { name: 'Pemba Sherpa' }).click();
  await page.locator('html[data-hydrated="true"]').waitFor();
  const own = page.getByTestId('own-reactions');
  await expect(own.getByText('you cannot react to your own profile')).toBeVisible();
  await expect(own.getByTestId('count-love')).toHaveText(/^\d+$/);
  await expect(page.getByRole('button', { name: /^(Like|Love|Wow) \d+$/ })).toHaveCount(0);
});
