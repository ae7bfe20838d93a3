import { expect, gotoHydrated, scrollToLater, test, testSession, useSession } from '../fixtures';

// A shopper follows a store on its page; the button and the follower count change once the server
// agrees, and the home page then shows the store's products on the "From stores you follow" shelf.

const STORE = { slug: 'newa-mithai-bakery', name: 'Newa Mithai & Bakery' };
const countIn = async (text: Promise<string | null>) => Number(((await text) ?? '').replace(/\D/g, ''));

test('a shopper follows a store and sees its products on the home page', async ({
  page,
  request,
  shopper,
}) => {
  await gotoHydrated(page, `/store/${STORE.slug}`);
  // The store's header holds the page's only Follow button and follower count.
  const header = page.getByRole('main');
  const button = header.getByRole('button', { name: `Follow ${STORE.name}`, exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const count = header.getByText(/\d+ followers?$/);
  const before = await countIn(count.textContent());

  await button.click();
  const following = header.getByRole('button', { name: `Following ${STORE.name}`, exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => countIn(count.textContent())).toBeGreaterThan(before);
  await expect(page.getByText(`You are following ${STORE.name}`)).toBeVisible();

  // What the shelf should hold, as the server sees it for this shopper.
  const res = await request.get('/api/V2/following/products', {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  const shelf = (await res.json()).data.products as { name: string; store: { slug: string } }[];
  expect(shelf.length).toBeGreaterThan(0);
  expect(shelf.every((p) => p.store.slug === STORE.slug)).toBe(true);

  await gotoHydrated(page, '/');
  // The shelves under the categories come to life once scrolled to.
  await scrollToLater(page.getByRole('heading', { name: 'Offers', exact: true }));
  const section = page.getByRole('region', { name: 'From stores you follow' });
  await expect(section.getByRole('link', { name: shelf[0].name }).first()).toBeVisible();

  // Still followed after a reload: the follow list loads at start-up.
  await gotoHydrated(page, `/store/${STORE.slug}`);
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await following.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { name: 'Trending now' })).toBeVisible();
  await expect(section).toHaveCount(0);
});

test('a signed-in shopper who taps Follow before the saved session is checked still follows', async ({
  page,
  shopper: _shopper,
}) => {
  // The start-up session check is held back until after the tap.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/V2/login/check', async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, `/store/${STORE.slug}`);
  const header = page.getByRole('main');
  await header.getByRole('button', { name: `Follow ${STORE.name}`, exact: true }).click();
  release();
  await expect(header.getByRole('button', { name: `Following ${STORE.name}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(new URL(page.url()).pathname).toBe(`/store/${STORE.slug}`);
});

test('a visitor who taps Follow is sent to log in, with the store page to come back to', async ({ page }) => {
  await gotoHydrated(page, `/store/${STORE.slug}`);
  await page.getByRole('button', { name: `Follow ${STORE.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?referrer=%2Fstore%2F${STORE.slug}$`));
});

test('a store’s owner sees “Your store” on its page instead of a Follow button', async ({
  page,
  request,
}) => {
  const owner = await testSession(request, { email: 'seller@upahar.demo' });
  await useSession(page, owner.token);
  await gotoHydrated(page, '/store/annapurna-bakers');
  const header = page.getByRole('main').getByTestId('own-store');
  await expect(header.getByText('Your store')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Edit store page' })).toHaveAttribute(
    'href',
    '/dashboard/store',
  );
  await expect(page.getByRole('main').getByRole('button', { name: /^Follow/ })).toHaveCount(0);
  // Asked anyway, the server refuses in words.
  const res = await request.post('/api/V2/followers/add', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { storeId: 'annapurna-bakers' },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe('You cannot follow your own store.');
});
