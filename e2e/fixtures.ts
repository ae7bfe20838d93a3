import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY } from '@upahar/contract';

export { ACCESS_TOKEN_KEY };

let seq = 0;
export function newPerson() {
  const id = `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: 'Sunita Karki',
    username: `sunita_${id}`,
    email: `sunita.${id}@example.com`,
    password: 'sel-roti-and-tea',
  };
}

// Where this worker's phone numbers start: random, so a worker started in place of a failed one
// (same slot) does not count through the numbers its predecessor used.
let phoneSeq = Math.floor(Math.random() * 10_000_000);

/**
 * A mobile number no other account of the run has: the worker's slot (workers run at the same
 * time in different slots) and a count of this worker's numbers from a random start. Numbers
 * built from the clock are not enough: two workers can ask in the same millisecond.
 */
export function newPhone(prefix: '97' | '98' = '98'): string {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  phoneSeq = (phoneSeq + 1) % 10_000_000;
  return `${prefix}${slot}${String(phoneSeq).padStart(7, '0')}`;
}

/**
 * The last link of the given path mailed to `email`, read from the development mailbox: the token
 * first, then any other parameters (the page to return to after login).
 */
export async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  const find = async () => {
    const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const href = html.match(new RegExp(`href="(https?://[^"]*${path}\\?token=[\\w-]+(?:&amp;[^"]*)?)"`))?.[1];
    return href ? href.replaceAll('&amp;', '&') : null;
  };
  // The mail goes out through the outbox a moment after the request that queued it.
  let link: string | null = null;
  await expect
    .poll(async () => (link = await find()), { message: `no ${path} link mailed to ${email}` })
    .not.toBeNull();
  return link as unknown as string;
}

/**
 * The development mailbox's page for `email` once a mail whose subject contains `subject` is in
 * it: the mails as HTML (text escaped), for checking what a mail says.
 */
export async function mailedText(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
        return html.includes(subject);
      },
      { message: `no mail "${subject}" sent to ${email}` },
    )
    .toBe(true);
  return html;
}

/** The newest sign-in code texted to `phone`, read from the SMS section of the development mailbox. */
export async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  const find = async () => {
    const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(phone)}`)).text();
    return html.match(/<pre>(\d{6}) is your /)?.[1] ?? null;
  };
  let code: string | null = null;
  await expect
    .poll(async () => (code = await find()), { message: `no code texted to ${phone}` })
    .not.toBeNull();
  return code as unknown as string;
}

/** The shop's time as the server sees it: real time moved by the offset playwright.config.ts chose. */
export const shopNow = () => new Date(Date.now() + Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0));

export type Account = {
  id: string;
  email: string;
  name: string;
  username: string;
  /** Known for accounts made here (so a spec can type it into the login form); null otherwise. */
  password: string | null;
  token: string;
};

/**
 * A session made directly by the server's test-only route (it exists only with NODE_ENV=test):
 * a new verified customer, or the existing account of `email` (a demo seller). No sign-up, no
 * mailbox: the account spec walks that way once.
 */
export async function testSession(
  request: APIRequestContext,
  opts: { email?: string; name?: string } = {},
): Promise<Account> {
  const res = await request.post('/test/session', { data: opts });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  return { ...body.user, password: body.password, token: body.token };
}

/** Every page opened afterwards starts logged in with `token`, kept where the app keeps it. */
export async function useSession(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [ACCESS_TOKEN_KEY, token],
  );
}

export const test = base.extend<{ shopClock: undefined; shopper: Account }>({
  // The browser runs on the shop's clock too, so the dates it works out agree with the server's.
  // Installed (not fixed) time keeps moving, so the page's own timers behave as usual.
  shopClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: shopNow() });
      await use(undefined);
    },
    { auto: true },
  ],
  /** A logged-in customer: made on the server directly, the page holding its token. */
  shopper: async ({ page, request }, use) => {
    const account = await testSession(request);
    await useSession(page, account.token);
    await use(account);
  },
});
export { expect };

/** Opens a page and waits until React has hydrated it, so hovers and clicks are handled. */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return res;
}

/**
 * Scrolls a product page to its reviews, questions and comments, whose code (and so their lists)
 * loads once they are on the screen, as a shopper would reach them.
 */
export async function scrollToCommunity(page: Page) {
  await scrollToLater(page.locator('#reviews'));
}

/**
 * Scrolls to an element inside a part whose code loads when seen. The part may swap the server's
 * HTML for its own drawing while the scroll waits for the element to settle, which detaches the
 * element found first; finding it again then scrolls to the one now on the page.
 */
export async function scrollToLater(target: Locator) {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Picks a choice whose radio is visually hidden inside its pill: a shopper clicks the pill (the
 * label), and a forced click on the one-pixel input can land beside it and change nothing.
 */
export async function pickPill(scope: Locator, name: RegExp | string) {
  // `has` is matched inside each label, so it is rooted at the page, not at the scope.
  const inLabel = scope.page().getByRole('radio', { name });
  await scope.locator('label').filter({ has: inLabel }).click();
  await expect(scope.getByRole('radio', { name })).toBeChecked();
}

type ApiQuery = Record<string, string | number | boolean>;
export type Pagination = {
  total: number;
  count: number;
  perPage: number;
  currentPage: number;
  totalPages: number;
};
export type ApiCard = {
  id: string;
  slug: string;
  name: string;
  type: string;
  price: number;
  minPound: number | null;
};

/** GET an API endpoint (`/api/V2/{path}`) and return its `data` and `meta`, failing on a non-2xx. */
export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  query?: ApiQuery,
): Promise<{ data: T; meta?: { pagination?: Pagination } }> {
  const res = await request.get(`/api/V2/${path}`, { params: query });
  expect(res.ok(), `GET ${path} answered ${res.status()}`).toBe(true);
  return res.json();
}

/** A price in paisa as the shop shows it in rupees (NPR, no decimals, Indian grouping): "Rs 1,600". */
export const rupees = (paisa: number) => `Rs ${(paisa / 100).toLocaleString('en-IN')}`;
