import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeEach, describe, expect } from 'vitest';
import { createUser } from '../../db/factories/users.ts';
import { socialIdentities, users } from '../../db/schema/index.ts';
import { type TestApp, testWith } from '../../test/fixtures.ts';
import { api, bearer } from '../../test/requests.ts';
import { googleIdentity } from './social-google.ts';
import { takeSignIn } from './social-starts.ts';
import { authorize, mailedLinkToken, mailsTo, startGoogleProvider } from './social-test-kit.ts';

const google = await startGoogleProvider();
const { provider, issuer } = google;
afterAll(() => provider.stop());

const CLIENT_ID = 'upahar-test-client';
const it = testWith({
  social: {
    google: { issuer, clientId: CLIENT_ID, clientSecret: 'test-secret' },
    facebook: null,
  },
});

beforeEach(() => {
  google.claims = {
    sub: `google-${Math.random().toString(36).slice(2)}`,
    email: 'maya@example.com',
    email_verified: true,
    name: 'Maya Gurung',
  };
});

const signIn = (t: Parameters<typeof api>[0], body: { code: string; state: string }) =>
  api(t).post('login/google', body);

describe('signing in with Google', () => {
  it('asks for a code with PKCE, a nonce and a state, sent back to the callback page', async ({ t }) => {
    const { url, redirect, startedState, state } = await authorize(t, 'google');
    expect(url.origin + url.pathname).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://shop.test/login/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toHaveLength(43);
    expect(redirect.origin + redirect.pathname).toBe('http://shop.test/login/google/callback');
    expect(state).toBe(startedState);
  });

  it('creates a verified customer account on the first sign-in and signs in to it afterwards', async ({
    t,
  }) => {
    const first = await signIn(t, await authorize(t, 'google'));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.message).toBe('Welcome to Upahar!');
    expect(body.data).toMatchObject({
      referrer: '/cart',
      user: { name: 'Maya Gurung', email: 'maya@example.com', emailVerified: true, role: 'customer' },
    });
    expect(body.data.user.username).toMatch(/^mayagurung_\d+$/);
    const me = await api(t).get('current-user', bearer(body.data.token));
    expect(me.json().data.user.id).toBe(body.data.user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, body.data.user.id));
    expect(row.passwordHash).toBeNull();

    const again = await signIn(t, await authorize(t, 'google'));
    expect(again.json()).toMatchObject({
      message: 'Welcome back!',
      data: { user: { id: body.data.user.id } },
    });
    expect(await t.db.select().from(socialIdentities)).toHaveLength(1);
  });

  it('keeps an address Google has not verified as unverified', async ({ t }) => {
    google.claims.email_verified = false;
    const res = await signIn(t, await authorize(t, 'google'));
    expect(res.json().data.user.emailVerified).toBe(false);
  });
});

describe('refusing what does not check out', () => {
  const refused = async (res: { statusCode: number; json: () => { message: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Google did not confirm this sign-in. Please try again.');
  };
  // The reason behind the same words to the shopper, read from the check itself, so each test
  // below is known to fail for the reason it names.
  const reason = async (t: TestApp) => {
    const answer = await authorize(t, 'google');
    const start = await takeSignIn({ db: t.db, provider: 'google', state: answer.state });
    const settings = { issuer, clientId: CLIENT_ID, clientSecret: 'test-secret' };
    const err = await googleIdentity(
      settings,
      'http://shop.test/login/google/callback',
      answer.code,
      start,
    ).then(
      () => null,
      (e: { detail?: string }) => e,
    );
    return err?.detail ?? 'accepted';
  };

  it('names the reason of each refusal', async ({ t }) => {
    expect(await reason(t)).toBe('accepted');
    google.claims.nonce = 'other';
    expect(await reason(t)).toBe('ID token nonce does not match');
    delete google.claims.nonce;
    google.claims.aud = 'someone-elses-client';
    expect(await reason(t)).toMatch(/ID token refused: .*"aud"/);
    delete google.claims.aud;
    google.claims.iss = 'https://issuer.example.com';
    expect(await reason(t)).toMatch(/ID token refused: .*"iss"/);
    delete google.claims.iss;
    const now = Math.floor(Date.now() / 1000);
    Object.assign(google.claims, { iat: now - 7200, nbf: now - 7200, exp: now - 60 });
    expect(await reason(t)).toMatch(/ID token refused: .*"exp"/);
  });

  it('refuses a state it did not give out, and a code or state played twice', async ({ t }) => {
    const answer = await authorize(t, 'google');
    const wrong = await signIn(t, { code: answer.code, state: 'made-up-state-made-up-state' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/expired or was already used/);
    expect((await signIn(t, answer)).statusCode).toBe(200);
    const replay = await signIn(t, answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/expired or was already used/);
  });

  it('offers Google only: Facebook, not configured, answers 404 with words', async ({ t }) => {
    const answer = await authorize(t, 'google');
    const res = await api(t).post('login/facebook', answer);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Signing in with Facebook is not offered by this shop.');
    expect((await api(t).get('login/providers')).json().data).toEqual({ google: true, facebook: false });
  });

  it('refuses an ID token with another nonce', async ({ t }) => {
    google.claims.nonce = 'a-nonce-from-another-sign-in';
    await refused(await signIn(t, await authorize(t, 'google')));
  });

  it('refuses an ID token for another client', async ({ t }) => {
    google.claims.aud = 'someone-elses-client';
    await refused(await signIn(t, await authorize(t, 'google')));
  });

  it('refuses an ID token from another issuer', async ({ t }) => {
    google.claims.iss = 'https://issuer.example.com';
    await refused(await signIn(t, await authorize(t, 'google')));
  });

  it('refuses an expired ID token', async ({ t }) => {
    const now = Math.floor(Date.now() / 1000);
    Object.assign(google.claims, { iat: now - 7200, nbf: now - 7200, exp: now - 60 });
    await refused(await signIn(t, await authorize(t, 'google')));
  });

  it('refuses an ID token signed by another key under the same key id', async ({ t }) => {
    const forger = await generateKeyPair('RS256');
    const kid = provider.issuer.keys.get()?.kid;
    const answer = await authorize(t, 'google');
    const swap = (response: { body: Record<string, unknown> }) => {
      response.body.id_token = forged;
    };
    const now = Math.floor(Date.now() / 1000);
    const url = new URL(answer.url);
    const forged = await new SignJWT({ ...google.claims, nonce: url.searchParams.get('nonce') })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(forger.privateKey);
    provider.service.once('beforeResponse', swap);
    await refused(await signIn(t, answer));
  });

  it('checks the PKCE verifier at the provider: a code given for another start does not sign in', async ({
    t,
  }) => {
    const first = await authorize(t, 'google');
    const second = await authorize(t, 'google');
    const res = await signIn(t, { code: first.code, state: second.state });
    await refused(res);
  });
});

describe('an address that already has an account', () => {
  it('mails the owner a link instead of signing in; the link links Google and signs in from then on', async ({
    t,
  }) => {
    const owner = await createUser(t.db, { email: 'maya@example.com', name: 'Maya Gurung' });
    const res = await signIn(t, await authorize(t, 'google'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ linkSent: true, email: 'maya@example.com', referrer: '/cart' });
    expect(res.json().data.token).toBeUndefined();
    const [mail] = await mailsTo(t, 'maya@example.com');
    expect(mail.subject).toBe('Sign in to Upahar with Google?');
    expect(await t.db.select().from(socialIdentities)).toHaveLength(0);

    const token = await mailedLinkToken(t, 'maya@example.com');
    expect(token).toBeTruthy();
    const linked = await api(t).post('login/social/link', { token });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      message: 'Google is linked to your account. From now on you can sign in with it.',
      data: { provider: 'google', user: { id: owner.id } },
    });
    const again = await api(t).post('login/social/link', { token });
    expect(again.statusCode).toBe(400);

    const next = await signIn(t, await authorize(t, 'google'));
    expect(next.json()).toMatchObject({ message: 'Welcome back!', data: { user: { id: owner.id } } });
  });

  it('matches the address whatever its case, and refuses a made-up link', async ({ t }) => {
    await createUser(t.db, { email: 'Maya@Example.com' });
    google.claims.email = 'maya@EXAMPLE.com';
    expect((await signIn(t, await authorize(t, 'google'))).json().data.linkSent).toBe(true);
    const res = await api(t).post('login/social/link', { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This link is invalid or has expired');
  });
});
