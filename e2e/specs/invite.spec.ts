import type { APIRequestContext, Page } from '@playwright/test';
import { orderViaApi, partsOf } from '../buying';
import {
  type Account,
  expect,
  gotoHydrated,
  newPhone,
  test,
  testSession,
  textedCode,
  useSession,
} from '../fixtures';
import { deliverViaApi } from '../selling';

// Invite a friend: a shopper copies their link from /profile/promotion; a visitor who opens it
// and signs up shows on the inviter's page as a friend waiting for their first delivery, and a
// delivered order of theirs that does not count shows why.

/** A new shopper's invite link, as their /profile/promotion page (left open in `page`) shows it. */
async function inviteLink(page: Page, request: APIRequestContext, inviter?: Account) {
  const me = inviter ?? (await testSession(request));
  await useSession(page, me.token);
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
  const phone = newPhone('97');
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

/** A new account made with a texted code and `referralCode`, as the phone sign-in does; its token. */
async function friendByPhone(request: APIRequestContext, referralCode: string) {
  const phone = newPhone();
  expect((await request.post('/api/V2/login/otp', { data: { phone } })).status()).toBe(200);
  const code = await textedCode(request, phone);
  const made = await request.post('/api/V2/login/otp/verify', {
    data: { phone, code, name: 'Maya Gurung', referralCode },
  });
  expect(made.status(), await made.text()).toBe(200);
  return (await made.json()).data.token as string;
}

test('a friend’s order sent to the inviter’s own address earns nothing, and the page says why', async ({
  page,
  request,
}) => {
  const inviter = await testSession(request);
  // The inviter's saved address is the one the friend's order goes to (orderViaApi's landmark).
  const locations = (await (await request.get('/api/V2/delivery-locations')).json()).data.deliveryLocations;
  const saved = await request.post('/api/V2/add-shipping-address', {
    headers: { authorization: `Bearer ${inviter.token}` },
    data: {
      deliveryLocationId: locations[0].id,
      alias: 'Home',
      receiverName: 'Anil Thapa',
      phoneNumber: 9807770000,
      landmark: 'near the bus park',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const link = await inviteLink(page, request, inviter);
  await expect(page.getByText('How the credit works')).toBeVisible();
  await expect(page.getByText(/at least Rs 500 of items/)).toBeVisible();

  const friend = await friendByPhone(request, link.searchParams.get('ref') ?? '');
  const orderId = await orderViaApi(request, friend);
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  for (const part of await partsOf(request, friend, orderId))
    await deliverViaApi(request, admin.token, part.partId);

  await page.reload();
  const friends = page.getByRole('region', { name: 'Friends who joined' });
  await expect(friends.getByText('Maya')).toBeVisible();
  await expect(friends.getByText('Not eligible: same delivery address as yours')).toBeVisible();
  await expect(friends.getByText('Their next order can still earn it')).toBeVisible();
  await expect(friends.getByText('Earned: Rs 0')).toBeVisible();
});
