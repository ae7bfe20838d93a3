import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoHydrated, test, testSession, textedCode, useSession } from '../fixtures';

// Invite a friend: a shopper copies their link from /profile/promotion; a visitor who opens it
// and signs up shows on the inviter's page as a friend waiting for their first delivery.

/** A new shopper's invite link, as their /profile/promotion page (left open in `page`) shows it. */
async function inviteLink(page: Page, request: APIRequestContext) {
  const inviter = await testSession(request);
  await useSession(page, inviter.token);
  await gotoHydrated(page, '/profile/promotion');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  return new URL((await page.getByText(/\/register\?ref=[A-Z2-9]{8}$/).textContent()) ?? '');
}

test('a friend who signs up with the shared link shows on the inviter’s page', async ({
  page,
  browser,
  request,
}) => {
  const url = await inviteLink(page, request);
  await expect(page.getByText('Nobody has joined with your link yet.', { exact: false })).toBeVisible();

  const visitor = await browser.newPage();
  await gotoHydrated(visitor, url.pathname + url.search);
  await expect(visitor.getByText(/A friend invited you: you both get/)).toBeVisible();
  const tag = Date.now().toString(36);
  await visitor.getByLabel('Full name').fill('Pemba Sherpa');
  await visitor.getByLabel('Username').fill(`pemba_${tag}`);
  await visitor.getByLabel('E-mail').fill(`pemba-${tag}@example.com`);
  await visitor.getByLabel('Password', { exact: true }).fill('yak-cheese-momo-2026');
  await visitor.getByLabel('Confirm password', { exact: true }).fill('yak-cheese-momo-2026');
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await visitor.close();

  await page.reload();
  const friends = page.getByRole('region', { name: 'Friends who joined' });
  await expect(friends.getByText('Pemba')).toBeVisible();
  await expect(friends.getByText('Waiting for their first delivery')).toBeVisible();
});

test('a friend who opens the link and then makes an account with a texted code counts too', async ({
  page,
  browser,
  request,
}) => {
  const link = await inviteLink(page, request);

  // The visitor opens the link, looks around, and signs up on the login page with a phone.
  const visitor = await browser.newPage();
  await gotoHydrated(visitor, link.pathname + link.search);
  await expect(visitor.getByText(/A friend invited you: you both get/)).toBeVisible();
  await gotoHydrated(visitor, '/login');
  await visitor.getByRole('button', { name: 'Phone number' }).click();
  const phone = `97${String(Date.now()).slice(-8)}`;
  await visitor.getByLabel('Mobile number').fill(phone);
  await visitor.getByRole('button', { name: 'Send code' }).click();
  await visitor.getByLabel('6-digit code').fill(await textedCode(request, phone));
  await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await visitor.getByLabel('Your name').fill('Dawa Lama');
  await visitor.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(visitor).not.toHaveURL(/\/login/);
  await visitor.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Friends who joined' }).getByText('Dawa')).toBeVisible();
});
