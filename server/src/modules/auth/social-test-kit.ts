import { and, desc, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeEach } from 'vitest';
import type { Config } from '../../config.ts';
import { outbox } from '../../db/schema/index.ts';
import { type TestApp, testWith } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

/**
 * Begins a sign-in through the shop, then opens the authorization page it answers the way a
 * browser would, and reads the code and state from where the provider sends the browser back.
 */
export async function authorize(t: TestApp, provider: 'google' | 'facebook', referrer = '/cart') {
  const started = await api(t).get(`login/${provider}/start?referrer=${encodeURIComponent(referrer)}`);
  if (started.statusCode !== 200) throw new Error(`start answered ${started.statusCode}: ${started.body}`);
  const { url, state } = started.json().data as { url: string; state: string };
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (!location) throw new Error(`${url} answered ${res.status} without a redirect`);
  const back = new URL(location);
  return {
    url: new URL(url),
    redirect: back,
    startedState: state,
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}

/** The e-mails queued for `to`, newest first. */
export const mailsTo = (t: TestApp, to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, to)))
    .orderBy(desc(outbox.createdAt));

/** The token of the sign-in link in the newest mail to `to`. */
export async function mailedLinkToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await mailsTo(t, to);
  const token = mail?.text.match(/\/login\/link\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}

/**
 * A real OpenID Connect provider on a free local port: discovery, keys, the authorize page and
 * the token endpoint with PKCE, signing real ID tokens. `claims` is what the next ID token says
 * on top of what the provider puts in; a test may replace or change it.
 */
export async function startGoogleProvider() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const google = {
    provider,
    issuer: (provider.issuer.url ?? '').replace(/\/$/, ''),
    claims: {} as Record<string, unknown>,
  };
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, google.claims));
  return google;
}

/**
 * For a test file about Google: a provider started for the file and stopped after it, a shop
 * configured for it (the `it` to use, with `config` besides), and before each test a new Google
 * account with `claims`.
 */
export async function googleShop(claims: () => Record<string, unknown>, config: Partial<Config> = {}) {
  const google = await startGoogleProvider();
  afterAll(() => google.provider.stop());
  beforeEach(() => {
    google.claims = { sub: `google-${Math.random().toString(36).slice(2)}`, ...claims() };
  });
  const it = testWith({
    ...config,
    social: {
      google: { issuer: google.issuer, clientId: 'upahar-test-client', clientSecret: 'test-secret' },
      facebook: null,
    },
  });
  return { google, it };
}
