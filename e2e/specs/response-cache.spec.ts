import type { Page } from '@playwright/test';
import { addToCartApi } from '../buying';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// Anonymous pages come from a shared cache: the HTML is the same for every visitor, and what is
// personal (the session, the cart) loads in the browser. A page address no other spec uses keeps
// each test's cached entries its own. Any write by a spec running alongside (an account made, an
// order placed) empties the cache, so a step that needs a hit fills the cache again and retries.

const freshAddress = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}cache-test=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The header's cart button, named with the number of items in the cart. */
const cartButton = (page: Page) => page.getByRole('navigation', { name: 'Mini cart' }).getByRole('button');

/** Runs `fill` then `visit` until the visit is answered from the cache; answers that visit. */
async function untilHit<R extends { headers(): Record<string, string> }>(
  fill: () => Promise<unknown>,
  visit: () => Promise<R | null>,
): Promise<R> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await fill();
    const res = await visit();
    if (res?.headers()['x-cache'] === 'hit') return res;
  }
  throw new Error('the page never came from the cache');
}

test('a page served from the cache hydrates, revalidates with its ETag and works', async ({
  page,
  request,
}) => {
  const address = freshAddress('/category/cakes');
  expect((await request.get(address)).headers()['x-cache']).toBe('miss');

  const cached = await untilHit(
    () => request.get(address),
    () => request.get(address),
  );
  expect(cached.headers().etag).toBeTruthy();
  const revalidated = await untilHit(
    () => request.get(address),
    () => request.get(address, { headers: { 'if-none-match': cached.headers().etag } }),
  );
  expect([304, 200]).toContain(revalidated.status());

  await untilHit(
    () => request.get(address),
    () => gotoHydrated(page, address),
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/cakes/i);
  // Hydrated: the mini-cart opens on hover and its link navigates in the browser.
  await cartButton(page).hover();
  await expect(page.getByText('No Items In the Cart')).toBeVisible();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await page.waitForURL(/\/cart$/);
});

test('a signed-in shopper on a cached page sees their own session and cart, never those of the visitor who filled it', async ({
  page,
  browser,
  request,
}) => {
  const address = freshAddress('/');
  // The shopper's account and cart first: making an account is a write, which empties the cache.
  const account = await testSession(request);
  await addToCartApi(request, account.token, 'thank-you-gift-box', 2);
  await useSession(page, account.token);

  // A visitor without an account puts a cake in a guest cart and opens the page first.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, '/product/classic-black-forest-cake');
  await visitor.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(visitor.getByText('Added to your cart').first()).toBeVisible();

  // The shopper gets the HTML the visitor's visit stored.
  const shopperRes = await untilHit(
    () => gotoHydrated(visitor, address),
    () => gotoHydrated(page, address),
  );
  const html = await shopperRes.text();
  expect(html).not.toContain(account.email);
  expect(html).not.toContain(account.token);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  // The visitor, on the same cached page, still sees their own: no session, their one cake.
  await untilHit(
    () => gotoHydrated(page, address),
    () => gotoHydrated(visitor, address),
  );
  await expect(cartButton(visitor)).toHaveAccessibleName('Cart, 1 item');
  await expect(visitor.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Logout' })).toBeHidden();
  await visitorContext.close();
});
