import { expect, gotoHydrated, test } from '../fixtures';
import { expectFits } from '../overflow';

// After voting, the other Vote buttons turn pale. A phone shows no tooltip, so the reason is in
// words on the page, next to the entries, and is each pale button's description for a screen
// reader.

test.use({ viewport: { width: 390, height: 844 } });

test('after a vote, the page says where the one vote went and why the other buttons do nothing', async ({
  page,
  shopper,
}) => {
  expect(shopper.token).toBeTruthy();
  await gotoHydrated(page, '/contest/best-celebration-cake-photo');
  const votes = page.getByRole('button', { name: /^Vote for / });
  await expect(votes.nth(1)).toBeVisible();
  const first = votes.first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const [, caption, author] = label.match(/^Vote for (.*) by (.*)$/) ?? [];
  expect(caption).toBeTruthy();
  await first.click();
  await expect(page.getByText('Your vote')).toBeVisible();

  // An author shown as "Anil T." ends the sentence with their initial's full stop.
  const reason = `You voted for “${caption}” by ${author}${author.endsWith('.') ? '' : '.'} One vote per contest.`;
  const note = page.getByText(reason);
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: `“${caption}” by ${author}` })).toBeVisible();

  // Every other Vote button is off, and says why to whoever reaches it.
  const others = page.getByRole('button', { name: /^Vote for / });
  await expect(others.first()).toBeVisible();
  for (const button of await others.all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  // The note sits right above the entries: seen with the buttons, without scrolling far.
  const gap = await page.evaluate(() => {
    const text = Array.from(document.querySelectorAll('p')).find((p) =>
      p.textContent?.includes('One vote per contest'),
    );
    const grid = text?.nextElementSibling;
    return text && grid ? grid.getBoundingClientRect().top - text.getBoundingClientRect().bottom : null;
  });
  expect(gap).not.toBeNull();
  expect(gap as number).toBeLessThan(40);
  await expectFits(page, 'contest after voting');

  // On another entry's own page the reason shows under its pale button too.
  const other = page.getByRole('listitem').filter({ has: others.first() }).getByRole('link').first();
  const href = (await other.getAttribute('href')) ?? '';
  expect(href).toBeTruthy();
  await other.click();
  // The contest page has a heading and the same note too: wait for the entry's own page.
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vote for / })).toHaveAccessibleDescription(reason);
  await expectFits(page, 'another entry after voting');
});

test('a vote tapped before the page has read the reader’s part stays shown when that read arrives', async ({
  page,
  shopper,
}) => {
  expect(shopper.token).toBeTruthy();
  // The page reads "your vote and entry" once it has hydrated; hold that read until the vote is
  // answered, as a slow network does, so it arrives saying "no vote" after the vote went in.
  let release = () => {};
  const voted = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/api/V2/contest/*/self', async (route) => {
    if (held) return route.continue();
    held = true;
    const answer = await route.fetch();
    await voted;
    await route.fulfill({ response: answer });
  });
  await gotoHydrated(page, '/contest/best-celebration-cake-photo');
  const first = page.getByRole('button', { name: /^Vote for / }).first();
  await expect(first).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().includes('/vote') && r.request().method() === 'POST');
  await first.click();
  expect((await answered).ok()).toBe(true);
  const read = page.waitForResponse((r) => r.url().endsWith('/self'));
  release();
  await read;
  await expect(page.getByText('Your vote')).toBeVisible();
  await expect(page.getByText(/One vote per contest\.$/)).toBeVisible();
});
