import { expect, gotoHydrated, shopNow, test, testSession, useSession } from '../fixtures';

// Two shoppers connect: one finds the other by username and asks, the other finds the request and accepts it.

test('a connection request is sent, accepted, and both see each other as connected', async ({
  page,
  browser,
  request,
  shopper: asker,
}) => {
  const friend = await testSession(request);
  await gotoHydrated(page, '/profile/connections');
  await expect(page.getByRole('link', { name: 'Connections (0)' })).toHaveAttribute('aria-current', 'page');
  // Found by the username typed in full, "@" and all.
  await page.getByRole('searchbox', { name: 'Name or username' }).fill(`@${friend.username}`);
  const found = page.getByRole('list', { name: 'People found' });
  await found.getByRole('button', { name: `Connect with ${friend.name}` }).click();
  await expect(found.getByText('Request sent')).toBeVisible();
  await page.getByRole('link', { name: 'Sent (1)' }).click();
  await expect(page.getByRole('article', { name: friend.name })).toContainText(`@${friend.username}`);

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await phone.clock.install({ time: shopNow() });
  await useSession(phone, friend.token);
  try {
    await gotoHydrated(phone, '/profile/connections?tab=received');
    const card = phone.getByRole('article', { name: asker.name });
    await card.getByRole('button', { name: `Accept: ${asker.name}` }).click();
    await expect(phone.getByText('You are now connected')).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Requests (0)' })).toBeVisible();
    await phone.getByRole('link', { name: 'Connections (1)' }).click();
    await expect(phone.getByRole('article', { name: asker.name })).toBeVisible();
  } finally {
    await other.close();
  }

  await gotoHydrated(page, '/profile/connections');
  await expect(page.getByRole('article', { name: friend.name })).toContainText('Connected since');
});

test('a public profile shows what its owner allows, and connects from there', async ({ page, request }) => {
  const owner = await testSession(request);
  const visitor = await testSession(request);
  const headers = { authorization: `Bearer ${owner.token}` };
  await request.post('/api/V2/user-profile', {
    headers,
    data: { name: owner.name, bio: 'I bake momos too.' },
  });
  await request.post('/api/V2/profile/public', {
    headers,
    data: { city: 'Bhaktapur', shown: { bio: false } },
  });

  await page.goto(`/user/${owner.username}`);
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(page.getByText('Bhaktapur')).toBeVisible();
  await expect(page.getByText('I bake momos too.')).toHaveCount(0);
  await expect(page.getByText(owner.email)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in to connect' })).toBeVisible();

  await useSession(page, visitor.token);
  await gotoHydrated(page, `/user/${owner.username}`);
  await page.getByRole('button', { name: /^Connect with / }).click();
  await expect(page.getByText('Request sent', { exact: true }).first()).toBeVisible();

  const missing = await page.goto('/user/nobody_by_this_name');
  expect(missing?.status()).toBe(404);
});

test('blocking someone from their profile ends the request, and they cannot ask again until unblocked', async ({
  page,
  request,
  shopper: blocker,
}) => {
  const pest = await testSession(request);
  await request.post('/api/V2/connection/send', {
    headers: { authorization: `Bearer ${pest.token}` },
    data: { username: blocker.username },
  });

  await gotoHydrated(page, `/user/${pest.username}`);
  await expect(page.getByText('Wants to connect with you')).toBeVisible();
  await page.getByRole('button', { name: `Block: ${pest.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Block ${pest.name}?` });
  await expect(dialog).toContainText('can no longer ask you to connect');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`${pest.name} is blocked`)).toBeVisible();
  await expect(page.getByText(`You blocked ${pest.name.split(' ')[0]}`)).toBeVisible();

  // Their request is gone; they show under Blocked.
  await gotoHydrated(page, '/profile/connections?tab=received');
  await expect(page.getByRole('link', { name: 'Requests (0)' })).toBeVisible();
  await page.getByRole('link', { name: 'Blocked (1)' }).click();
  const row = page.getByRole('article', { name: pest.name });
  await expect(row).toContainText('Blocked on');

  // The blocked person is told plainly, on the profile and by the server.
  const asked = await request.post('/api/V2/connection/send', {
    headers: { authorization: `Bearer ${pest.token}` },
    data: { username: blocker.username },
  });
  expect(asked.status()).toBe(403);
  expect((await asked.json()).message).toBe(`You cannot connect with ${blocker.name}`);

  await row.getByRole('button', { name: `Unblock: ${pest.name}` }).click();
  await expect(page.getByText('Unblocked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blocked (0)' })).toBeVisible();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
});
