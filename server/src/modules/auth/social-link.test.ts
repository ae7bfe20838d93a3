import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { socialIdentities } from '../../db/schema/index.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, bearer } from '../../test/requests.ts';
import { revokeOtherSessions } from './sessions.ts';
import { googleShop, mailsTo } from './social-test-kit.ts';

// A signed-in person links Google from their profile: the same trip to the provider and back as
// a sign-in, ending in a link to their own account instead of a sign-in.

const { google, it } = await googleShop(() => ({
  email: 'someone.else@gmail.example',
  email_verified: true,
  name: 'Maya Gurung',
}));

type T = Parameters<typeof api>[0];

/**
 * Begins the link as `token`, goes to the provider like a browser, and posts what comes back,
 * signed in as `finishAs` (by default the same session, as the browser that began it).
 */
async function linkGoogle(t: T, token: string, finishAs: string | null = token) {
  const started = await api(t).post(
    'user-profile/sign-in-methods/link',
    { provider: 'google' },
    bearer(token),
  );
  if (started.statusCode !== 200) return started;
  const res = await fetch(started.json().data.url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '');
  const answer = { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  return api(t).post('login/google', answer, bearer(finishAs ?? undefined));
}

describe('linking Google from the profile', () => {
  it('links the Google account to the signed-in account, whatever its address, and it signs in', async ({
    t,
  }) => {
    const me = await quickUser(t.db, { name: 'Asha Rai' });
    const linked = await linkGoogle(t, me.token);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({
      status: 'success',
      message: 'Google is linked to your account. From now on you can sign in with it.',
      data: { referrer: '/profile/edit', linked: 'google' },
    });
    // The account's address is told, in case it was not its owner.
    const [mail] = await mailsTo(t, me.user.email);
    expect(mail.subject).toBe('Google now signs in to your Upahar account');
    const methods = await api(t).get('user-profile/sign-in-methods', bearer(me.token));
    expect(methods.json().data.providers).toEqual([
      expect.objectContaining({ provider: 'google', email: 'someone.else@gmail.example' }),
    ]);
    // Signing in with that Google account now reaches this account.
    const started = await api(t).get('login/google/start');
    const res = await fetch(started.json().data.url, { redirect: 'manual' });
    const back = new URL(res.headers.get('location') ?? '');
    const signIn = await api(t).post('login/google', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(signIn.json()).toMatchObject({ message: 'Welcome back!', data: { user: { id: me.user.id } } });

    // A second Google account is refused before anyone leaves for Google.
    const again = await api(t).post(
      'user-profile/sign-in-methods/link',
      { provider: 'google' },
      bearer(me.token),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Your account is already linked to a Google account. Unlink it first to link another one.',
    );
  });

  it('leaves a Google account that signs in to someone else where it is', async ({ t }) => {
    const first = await quickUser(t.db);
    const second = await quickUser(t.db);
    expect((await linkGoogle(t, first.token)).statusCode).toBe(200);
    const taken = await linkGoogle(t, second.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This Google account already signs in to another Upahar account. Sign in there and unlink it first.',
    );
    const rows = await t.db
      .select({ userId: socialIdentities.userId })
      .from(socialIdentities)
      .where(eq(socialIdentities.providerUserId, String(google.claims.sub)));
    expect(rows).toEqual([{ userId: first.user.id }]);
  });

  it('ends only in the session that began it: not signed out, not as someone else', async ({ t }) => {
    const me = await quickUser(t.db);
    const someoneElse = await quickUser(t.db);
    for (const finishAs of [null, someoneElse.token]) {
      const res = await linkGoogle(t, me.token, finishAs);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Linking Google must end where it began: sign in to that account in this browser and start again from your profile.',
      );
    }
    expect(await t.db.select().from(socialIdentities).where(eq(socialIdentities.userId, me.user.id))).toEqual(
      [],
    );
  });

  it('a start dies with the sessions when they are ended (a password change)', async ({ t }) => {
    const me = await quickUser(t.db);
    const started = await api(t).post(
      'user-profile/sign-in-methods/link',
      { provider: 'google' },
      bearer(me.token),
    );
    const res = await fetch(started.json().data.url, { redirect: 'manual' });
    const back = new URL(res.headers.get('location') ?? '');
    await revokeOtherSessions({ db: t.db, userId: me.user.id });
    const late = await api(t).post('login/google', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/has expired or was already used/);
  });

  it('needs a signed-in account, and a provider the shop offers', async ({ t }) => {
    const anonymous = await api(t).post('user-profile/sign-in-methods/link', { provider: 'google' });
    expect(anonymous.statusCode).toBe(401);
    const me = await quickUser(t.db);
    const facebook = await api(t).post(
      'user-profile/sign-in-methods/link',
      { provider: 'facebook' },
      bearer(me.token),
    );
    expect(facebook.statusCode).toBe(404);
    expect(facebook.json().message).toBe('Signing in with Facebook is not offered by this shop.');
  });
});
