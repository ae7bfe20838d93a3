// `npm run screens`: full-page screenshots at 390 px and 1440 px of every page a shopper, a seller
// and an administrator visit, and each page's document width at 390 px (a page wider than the
// phone scrolls sideways, which hides buttons). Starts the built shop on a fresh database in test
// mode, or uses a running one:
//   npm run screens -- --out /tmp/upahar-screens     where the PNGs go (this is the default)
//   npm run screens -- --base http://localhost:3000  a running shop: logs in as the demo accounts
//                                                    and gives the demo customer an order, cart
//                                                    lines and wishes
//   npm run screens -- --only checkout               pages whose name contains a word
//   npm run screens -- --check                       exits 1 when a page is wider than its viewport
//   npm run screens -- --no-build                    serves the build as it is, even when sources changed
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildIfStale } from './build-if-stale.mjs';
import { shopApi, startTestShop } from './screenshots-shop.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const out = path.resolve(arg('out', '/tmp/upahar-screens'));
const only = arg('only', '');
const check = process.argv.includes('--check');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTHS = [390, 1440];
const CAKE = 'classic-black-forest-cake';
const GIFT = 'dozen-red-roses-bouquet';

/** Step 2 ready: the slots have come (or the step says why not). */
async function deliveryShown(page) {
  await page
    .getByRole('radiogroup', { name: 'Time slot' })
    .or(page.getByRole('alert'))
    .first()
    .waitFor({ timeout: 20_000 });
}

/** Step 2 answered (a slot, the first address) and on to step 3, as a shopper would. */
async function toPayment(page) {
  await deliveryShown(page);
  await page
    .getByRole('radiogroup', { name: 'Time slot' })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  const address = page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio').first();
  if ((await address.count()) > 0 && !(await address.isChecked())) await address.check();
  await page.getByRole('button', { name: 'Continue to payment' }).filter({ visible: true }).click();
  await page.getByRole('radiogroup', { name: 'Payment method' }).waitFor({ timeout: 20_000 });
}

/** Every screen, with who looks at it and what must be on it before the picture. */
function screens(data) {
  const list = [
    { name: 'home', path: '/' },
    { name: 'categories', path: '/categories' },
    { name: 'category', path: '/category/cakes' },
    { name: 'find-cakes', path: '/find-cakes' },
    { name: 'search', path: '/search?q=chocolate' },
    { name: 'search-none', path: '/search?q=zzzqqq' },
    { name: 'product-cake', path: `/product/${CAKE}` },
    { name: 'product-gift', path: `/product/${GIFT}` },
    { name: 'compare', path: '/compare', compare: true },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'not-found', path: '/this-page-does-not-exist' },
    { name: 'cart-empty', path: '/cart' },
    { name: 'checkout-1-cart', path: '/cart', as: 'shopper' },
    { name: 'checkout-2-delivery', path: '/cart?step=2', as: 'shopper', ready: deliveryShown },
    { name: 'checkout-3-payment', path: '/cart?step=2', as: 'shopper', ready: toPayment },
    { name: 'order-confirmation', path: `/order-confirmation?orderId=${data.orderId}`, as: 'shopper' },
    { name: 'orders', path: '/profile/orders', as: 'shopper' },
    { name: 'order', path: `/profile/orders/view-order/${data.orderId}`, as: 'shopper' },
    { name: 'profile', path: '/profile', as: 'shopper' },
    { name: 'profile-edit', path: '/profile/edit', as: 'shopper' },
    { name: 'profile-address', path: '/profile/address', as: 'shopper' },
    { name: 'profile-password', path: '/profile/changepassword', as: 'shopper' },
    { name: 'wishlist', path: '/profile/wishlist', as: 'shopper' },
    { name: 'dashboard-orders-seller', path: '/dashboard/orders', as: 'seller' },
    { name: 'dashboard-orders-placed', path: '/dashboard/orders?status=placed', as: 'seller' },
    { name: 'dashboard-orders-admin', path: '/dashboard/orders', as: 'admin' },
    // The seller's and the admin's other screens, each loaded by its route in the browser.
    ...[
      ['products', '/dashboard/products'],
      ['earnings', '/dashboard/earnings'],
      ['team', '/dashboard/team'],
      ['store', '/dashboard/store'],
      ['delivery', '/dashboard/delivery'],
      ['coupons', '/dashboard/coupons'],
      ['tickets-seller', '/dashboard/tickets'],
    ].map(([name, path]) => ({ name: `dashboard-${name}`, path, as: 'seller' })),
    ...[
      ['stores', '/dashboard/stores'],
      ['accounts', '/dashboard/accounts'],
      ['payouts', '/dashboard/payouts'],
      ['campaigns', '/dashboard/campaigns'],
      ['roulettes', '/dashboard/roulettes'],
      ['contests', '/dashboard/contests'],
      ['blog', '/dashboard/blog'],
      ['vacancies', '/dashboard/vacancies'],
      ['applications', '/dashboard/applications'],
      ['messages', '/dashboard/messages'],
      ['pages', '/dashboard/pages'],
      ['audit', '/dashboard/audit'],
      ['tickets-admin', '/dashboard/tickets'],
    ].map(([name, path]) => ({ name: `dashboard-${name}`, path, as: 'admin' })),
  ];
  return only ? list.filter((s) => s.name.includes(only)) : list;
}

/** Scrolls to the end and back so lazy images load, then waits (briefly) for them. */
async function settle(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((i) => i.complete), null, { timeout: 5_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

async function shoot(browser, base, screen, width, data) {
  const phone = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  const token = screen.as ? data.tokens[screen.as] : null;
  await context.addInitScript(
    ([key, value, compare]) => {
      if (value) window.localStorage.setItem(key, value);
      if (compare) window.localStorage.setItem('upahar.compare', compare);
    },
    [
      data.tokenKey,
      token,
      screen.compare ? JSON.stringify({ value: data.compareIds, expiresAt: Date.now() + 86_400_000 }) : null,
    ],
  );
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  try {
    const res = await page.goto(base + screen.path);
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    // A screen that does not get where it should is still photographed: the picture shows why.
    if (screen.ready) await screen.ready(page).catch((e) => problems.push(String(e.message).split('\n')[0]));
    await settle(page);
    const file = path.join(out, `${screen.name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const wide = phone ? await widestElements(page, width) : [];
    const url = new URL(page.url());
    return { status: res?.status() ?? 0, scrollWidth, wide, problems, shown: url.pathname + url.search };
  } catch (e) {
    return { status: 0, scrollWidth: 0, wide: [], problems: [...problems, String(e.message).split('\n')[0]] };
  } finally {
    await context.close();
  }
}

/** The outermost elements that reach past the right edge: where to look when a page is too wide. */
async function widestElements(page, width) {
  return page.evaluate((w) => {
    const past = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.right > w + 1 && r.width > 0 && getComputedStyle(el).position !== 'fixed';
    });
    const outer = past.filter((el) => !past.includes(el.parentElement));
    return outer.slice(0, 3).map((el) => {
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} → ${Math.round(el.getBoundingClientRect().right)} px`;
    });
  }, width);
}

const given = arg('base', null);
if (!given && !process.argv.includes('--no-build')) buildIfStale(root);
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
let tooWide = 0;
let shop = null;
try {
  shop = given ? { base: given.replace(/\/$/, ''), stop: async () => {} } : await startTestShop(root);
  const data = await shopApi(shop.base).prepare({ cake: CAKE, gift: GIFT });
  for (const screen of screens(data)) {
    // Where the page ended up (step 3 is reached through step 2), shortened for the table.
    const row = { page: screen.name, path: '' };
    for (const width of WIDTHS) {
      const r = await shoot(browser, shop.base, screen, width, data);
      row.path ||= (r.shown ?? screen.path).slice(0, 40);
      const over = r.scrollWidth > width;
      if (over) tooWide++;
      row[`status@${width}`] = r.status;
      row[`width@${width}`] = `${r.scrollWidth}${over ? ' TOO WIDE' : ''}`;
      if (r.problems.length) console.log(`  ${screen.name} at ${width} px: ${r.problems.join('; ')}`);
      if (over && r.wide.length)
        console.log(`  ${screen.name} at ${width} px reaches past the edge: ${r.wide.join(', ')}`);
    }
    rows.push(row);
  }
} finally {
  await browser.close();
  await shop?.stop();
}
console.log(`\nScreenshots in ${out} (NAME-390.png, NAME-1440.png); document width per viewport:`);
console.table(rows);
console.log(
  tooWide ? `${tooWide} screenshot(s) wider than the viewport.` : 'No page is wider than its viewport.',
);
if (tooWide && check) process.exitCode = 1;
