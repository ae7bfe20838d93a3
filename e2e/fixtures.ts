import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const ACCESS_TOKEN_KEY = 'upahar.accessToken';

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

/** The last link of the given path mailed to `email`, read from the development mailbox. */
export async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const m = html.match(new RegExp(`href="(https?://[^"]*${path}\\?token=[\\w-]+)"`));
    if (m) return m[1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}

/** A verified account made through the API (the journey spec drives the forms instead). */
export async function createVerifiedUser(request: APIRequestContext) {
  const p = newPerson();
  const res = await request.post('/api/V2/user-signup', {
    data: { ...p, confirmPassword: p.password, source: 'web' },
  });
  expect(res.status()).toBe(201);
  const link = await mailedLink(request, p.email, '/user-confirm');
  const token = new URL(link).searchParams.get('token');
  expect((await request.post('/api/V2/user-confirm', { data: { token } })).status()).toBe(200);
  return p;
}

/** Logs in through the API and stores the token as the app does (only the account spec uses the form). */
export async function loginAs(page: Page, request: APIRequestContext) {
  const p = await createVerifiedUser(request);
  const res = await request.post('/api/V2/login/user', { data: { email: p.email, password: p.password } });
  const token = (await res.json()).data.token as string;
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [ACCESS_TOKEN_KEY, token],
  );
  return { ...p, token };
}

/** Opens a page and waits until React has hydrated it, so hovers and clicks are handled. */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return res;
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

/** A price in paisa as the shop shows it in rupees (NPR, no decimals, Indian grouping): "₨ 1,600". */
export const rupees = (paisa: number) => `₨ ${(paisa / 100).toLocaleString('en-IN')}`;
