import { expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';

// A shopper enters the running photo contest with a picture and a caption; another shopper
// opens that entry and votes for it; a visitor is offered the sign-in to vote.

// The smallest PNG there is: one pink pixel. The server decodes and re-encodes it like any photo.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a shopper enters a photo contest and another shopper votes for the entry', async ({
  page,
  shopper,
  browser,
  request,
}) => {
  await gotoHydrated(page, '/contests');
  await expect(page.getByRole('heading', { level: 1, name: 'Show us, vote, win' })).toBeVisible();
  await page.getByRole('link', { name: 'Best celebration cake photo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Best celebration cake photo' })).toBeVisible();
  await expect(page.getByText(/^Ends in /)).toBeVisible();

  const caption = `Rooftop cake ${shopper.username}`;
  await page.getByLabel(/^Photo/).setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: PIXEL });
  // The caption is required: the form says so before anything is sent.
  await page.getByRole('button', { name: 'Send entry' }).click();
  await expect(page.getByText(/Write a caption/)).toBeVisible();
  await page.getByLabel('Caption').fill(caption);
  await page.getByRole('button', { name: 'Send entry' }).click();
  await expect(page.getByText('Your entry is in. Good luck!')).toBeVisible();
  const mine = page.getByRole('link', { name: 'See your entry' });
  const id = (await mine.getAttribute('href'))?.split('/').pop();
  expect(Number(id)).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: caption })).toBeVisible();

  // The shopper's own entries list it, in the contest.
  await gotoHydrated(page, '/profile/contests');
  await expect(page.getByRole('link', { name: 'Best celebration cake photo' }).first()).toBeVisible();
  await expect(page.getByText(caption)).toBeVisible();

  // Another shopper votes for it from the entry's own page.
  const voter = await testSession(request);
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await page2.clock.install({ time: shopNow() });
  await useSession(page2, voter.token);
  await gotoHydrated(page2, `/contest/detail/${id}`);
  await expect(page2.getByRole('heading', { level: 1, name: caption })).toBeVisible();
  await expect(page2.getByText('0 votes')).toBeVisible();
  await page2
    .getByRole('button', { name: `Vote for ${caption} by ${shopper.name.split(' ')[0]}`, exact: false })
    .click();
  await expect(page2.getByText('1 vote', { exact: true })).toBeVisible();
  await expect(page2.getByText('Your vote')).toBeVisible();
  await expect(page2.getByRole('link', { name: /Next entry/ })).toBeVisible();
  await other.close();

  // A visitor is offered the sign-in, coming back here afterwards. (Counts reach visitors' cached
  // pages within the cache's lifetime, as reactions do, so the count is not checked here.)
  const visitor = await browser.newContext();
  const page3 = await visitor.newPage();
  await gotoHydrated(page3, `/contest/detail/${id}`);
  await expect(page3.getByRole('link', { name: 'Sign in to vote' })).toHaveAttribute(
    'href',
    `/login?referrer=${encodeURIComponent(`/contest/detail/${id}`)}`,
  );
  await visitor.close();
});
