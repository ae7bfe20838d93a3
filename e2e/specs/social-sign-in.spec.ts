import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_KEY } from '@upahar/contract';
import { OAuth2Server } from 'oauth2-mock-server';

// "Continue with Google" end to end: a shop of its own, configured for a real OpenID Connect
// provider running locally (oauth2-mock-server), so the browser really goes to the provider's
// authorize page and comes back to the callback page. Its own server because the suite's shared
// one offers no provider, and its own free ports so it runs beside every other spec.

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

// One shop for both tests: they run one after the other in the same worker.
test.describe.configure({ mode: 'serial' });

let shop: ChildProcess | null = null;
let provider: OAuth2Server | null = null;
let base = '';
// What the provider's next ID token says about who signed in there.
let googleUser: Record<string, unknown> = {
  sub: 'google-e2e-1',
  email: 'tashi.lama@example.com',
  email_verified: true,
  name: 'Tashi Lama',
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), 'localhost');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, googleUser));
  const port = await freePort();
  base = `http://localhost:${port}`;
  let out = '';
  shop = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-social-')),
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED: 'never',
      RATE_LIMIT: 'off',
      GOOGLE_ISSUER: (provider.issuer.url ?? '').replace(/\/$/, ''),
      GOOGLE_CLIENT_ID: 'upahar-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
    },
  });
  shop.stdout?.on('data', (d) => (out += d));
  shop.stderr?.on('data', (d) => (out += d));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${out}`);
});

test.afterAll(async () => {
  shop?.kill();
  await provider?.stop();
});

test('signs in with Google through the provider and back, then shows the method on the profile', async ({
  page,
}) => {
  await page.goto(`${base}/login?referrer=/wishlist`);
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((u) => u.pathname === '/wishlist');

  await page.goto(`${base}/profile/edit`);
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods).toContainText('tashi.lama@example.com');
  // The account was made by Google and has no password or phone: Google is its only way in.
  await methods.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(methods.getByRole('alert')).toContainText('Google is the only way into your account');
  await expect(methods).toContainText('tashi.lama@example.com');
});

test('a signed-in shopper links Google from their profile and it shows there', async ({ page, request }) => {
  googleUser = { sub: 'google-e2e-2', email: 'kiran.work@example.com', email_verified: true, name: 'Kiran' };
  const res = await request.post(`${base}/test/session`, { data: {} });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [ACCESS_TOKEN_KEY, token],
  );
  await page.goto(`${base}/profile/edit`);
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods).toContainText('No Google or Facebook account is linked.');
  await methods.getByRole('button', { name: 'Link Google', exact: true }).click();
  // Off to the provider and back to the profile, with the new method listed.
  await page.waitForURL((u) => u.pathname === '/profile/edit');
  await expect(page.getByText('Google is linked to your account.')).toBeVisible();
  await expect(methods).toContainText('kiran.work@example.com');
  await expect(methods.getByRole('button', { name: 'Link Google', exact: true })).toHaveCount(0);
  await expect(methods.getByRole('button', { name: 'Unlink Google' })).toBeVisible();
});

test('refuses an answer that was not started in this tab', async ({ page }) => {
  await page.goto(`${base}/login/google/callback?code=someone-elses-code&state=someone-elses-state`);
  await expect(page.getByRole('heading', { name: 'We could not sign you in with Google' })).toBeVisible();
  await expect(page.getByText(/was not started in this browser tab/)).toBeVisible();
});
