import { ready } from '../buying';
import {
  ACCESS_TOKEN_KEY,
  expect,
  gotoHydrated,
  mailedLink,
  newPerson,
  test,
  testSession,
} from '../fixtures';

// Accounts through the real UI. This is the spec that signs up, opens the mailed link and logs
// in with the form; every other spec gets its session from the test-only route.
test('register, verify through the mailbox, log in, edit the profile, change password, log out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const p = newPerson();
  await gotoHydrated(page, '/register');
  await page.getByLabel('Full name').fill(p.name);
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('E-mail').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify\/email/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The e-mailed link, as a person would open it from the development mailbox.
  const link = await mailedLink(request, p.email, '/user-confirm');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/verified/);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();

  // A protected page sends the visitor to the login form, with the page as the referrer.
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?referrer=%2Fprofile%2Fedit/);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByLabel('E-mail').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Logged in, back where the visitor was going.
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.locator('header').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(p.name);
  await page.getByLabel('Full name').fill('Sunita Karki Shrestha');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText('Sunita Karki Shrestha').first()).toBeVisible();
  await expect(page.getByText(p.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();

  await gotoHydrated(page, '/profile/changepassword');
  await page.getByLabel('Current password', { exact: true }).fill(p.password);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  await page.locator('header').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?referrer=/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();

  // The old password no longer works; the new one does.
  const old = await request.post('/api/V2/login/user', { data: { email: p.email, password: p.password } });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/V2/login/user', {
    data: { email: p.email, password: 'a-brand-new-secret' },
  });
  expect(fresh.status()).toBe(200);
});

test('a visitor signs up from the checkout and comes back to it with the cake still in the cart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const p = newPerson();
  await gotoHydrated(page, '/product/classic-black-forest-cake');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();
  await gotoHydrated(page, '/cart');
  await page.getByRole('button', { name: 'Continue to delivery' }).filter({ visible: true }).click();

  // No account yet: from the login form to the sign-up form, the checkout kept as the referrer.
  await expect(page).toHaveURL(/\/login\?referrer=%2Fcart%3Fstep%3D2$/);
  await ready(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?referrer=%2Fcart%3Fstep%3D2$/);
  // A reload keeps it: it lives in the address.
  await page.reload();
  await ready(page);
  await expect(page.getByText(/Your cart stays in this browser/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?referrer=%2Fcart%3Fstep%3D2',
  );
  await page.getByLabel('Full name').fill(p.name);
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('E-mail').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify\/email\?email=.+&referrer=%2Fcart%3Fstep%3D2$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The e-mailed link carries the checkout too, and the confirmation passes it on to the login.
  const link = new URL(await mailedLink(request, p.email, '/user-confirm'));
  expect(link.searchParams.get('referrer')).toBe('/cart?step=2');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/verified\?referrer=%2Fcart%3Fstep%3D2$/);
  await ready(page);
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await expect(page).toHaveURL(/\/login\?referrer=%2Fcart%3Fstep%3D2$/);
  await page.getByLabel('E-mail').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back in the checkout, at the delivery step, with the visitor's cake merged into the account.
  await page.waitForURL(/\/cart\?step=2$/);
  await expect(page.getByRole('heading', { name: 'Delivery', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText(
    'Classic Black Forest Cake',
  );
});

test('sign-in pages pass on only a same-site referrer', async ({ page }) => {
  for (const evil of ['https://evil.com/cart', '//evil.com', '/\\evil.com', 'javascript:alert(1)']) {
    await gotoHydrated(page, `/login?referrer=${encodeURIComponent(evil)}`);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await gotoHydrated(page, `/register?referrer=${encodeURIComponent(evil)}`);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  }
  await gotoHydrated(page, `/reset-password?referrer=${encodeURIComponent('/cart')}`);
  await expect(page.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
    'href',
    '/login?referrer=%2Fcart',
  );
});

test('forgot password: the mailed link sets a new password once, and the login goes back', async ({
  page,
  request,
}) => {
  const { email } = await testSession(request);
  // Sent to log in from the wishlist, the visitor has forgotten the password.
  await gotoHydrated(page, '/login?referrer=%2Fprofile%2Fwishlist');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password\?referrer=%2Fprofile%2Fwishlist$/);
  await ready(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/we have sent an e-mail/i)).toBeVisible();
  const link = await mailedLink(request, email, '/reset-password');
  expect(new URL(link).searchParams.get('referrer')).toBe('/profile/wishlist');
  const target = new URL(link).pathname + new URL(link).search;
  await page.goto(target);
  await page.getByLabel('New password', { exact: true }).fill('reset-by-mail-01');
  await page.getByLabel('Confirm new password', { exact: true }).fill('reset-by-mail-01');
  await page.getByRole('button', { name: /save|set|change/i }).click();
  await expect(page).toHaveURL(/\/login\?reset=1&referrer=%2Fprofile%2Fwishlist$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('reset-by-mail-01');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile\/wishlist$/);
  await page.goto(target);
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
});

test.describe('protected routes', () => {
  test('a revoked token is removed and the user sent to /login (401 on the auth check)', async ({
    page,
    request,
    shopper,
  }) => {
    const revoked = await request.post('/api/V2/user-logout', {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(revoked.status()).toBe(200);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?referrer=%2Fprofile/);
  });

  test('the logged-in header shows Profile and Logout', async ({ page, shopper: _ }) => {
    await page.goto('/profile');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(header.getByRole('link', { name: /Play!/ })).toHaveAttribute('href', '/roulette/latest');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
});
