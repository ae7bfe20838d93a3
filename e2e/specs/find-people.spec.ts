import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, testSession } from '../fixtures';
import { expectFits } from '../overflow';

// On a phone, a shopper finds someone to connect with by part of their name (no exact username
// needed), with the keyboard alone; nobody a block stands between is listed; and a connection's
// "Connected since" date shows whole.

test.use({ viewport: { width: 390, height: 844 } });

/** Letters only, unique to this run: a surname nobody else in the shop has. */
const surname = () =>
  `Q${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Whether an element's text is drawn whole: not clipped at its box's right edge. */
const drawnWhole = (page: Page, text: RegExp) =>
  page
    .getByText(text)
    .first()
    .evaluate(
      (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth,
    );

test('a shopper finds people by name, asks one to connect with the keyboard, and never sees blocked people', async ({
  page,
  request,
  shopper,
}) => {
  const family = surname();
  const friend = await testSession(request, { name: `Pema ${family}` });
  const pest = await testSession(request, { name: `Dorje ${family}` });
  const blocker = await testSession(request, { name: `Karma ${family}` });
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  await request.post('/api/V2/connection/block', {
    headers: auth(shopper.token),
    data: { username: pest.username },
  });
  await request.post('/api/V2/connection/block', {
    headers: auth(blocker.token),
    data: { username: shopper.username },
  });

  await gotoHydrated(page, '/profile/connections');
  // No connections yet: the empty list leads to the search.
  await page.getByRole('button', { name: 'Find people' }).click();
  const box = page.getByRole('searchbox', { name: 'Name or username' });
  await expect(box).toBeFocused();
  const status = page.getByRole('status').filter({ hasText: /letters|found|Looking/ });

  await page.keyboard.type('Q');
  await expect(status).toHaveText('Type at least 2 letters of their name or username.');
  await page.keyboard.type('zzzzzzzz');
  await expect(status).toHaveText('Nobody called “Qzzzzzzzz” was found. Check the spelling.');
  await expectFits(page, 'no one found');

  await box.fill(family.toLowerCase());
  await expect(status).toHaveText('1 person found.');
  const found = page.getByRole('list', { name: 'People found' });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found).toContainText(`Pema ${family}`);
  await expect(found).toContainText(`@${friend.username}`);
  await expect(found).not.toContainText('Dorje');
  await expect(found).not.toContainText('Karma');
  await expectFits(page, 'people found');

  // Down from the box to the person, on to their Connect button, and Enter.
  await box.press('ArrowDown');
  await expect(found.getByRole('link', { name: `Pema ${family}` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(found.getByRole('button', { name: `Connect with Pema ${family}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Request sent', { exact: true }).first()).toBeVisible();
  await expect(found.getByText('Request sent')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sent (1)' })).toBeVisible();
});

test('a connection’s "Connected since" date shows whole on a phone', async ({ page, request, shopper }) => {
  const friend = await testSession(request);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  await request.post('/api/V2/connection/send', {
    headers: auth(friend.token),
    data: { username: shopper.username },
  });
  await request.post('/api/V2/connection/send', {
    headers: auth(shopper.token),
    data: { username: friend.username },
  });

  await gotoHydrated(page, '/profile/connections');
  const row = page.getByRole('article', { name: friend.name });
  await expect(row).toContainText(/Connected since \w{3} \d{1,2} \w{3}/);
  expect(await drawnWhole(page, /Connected since/)).toBe(true);
  await expectFits(page, 'connections');
});
