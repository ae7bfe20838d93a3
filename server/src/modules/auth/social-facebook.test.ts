import { afterAll, beforeEach, describe, expect } from 'vitest';
import { createUser } from '../../db/factories/users.ts';
import { testWith } from '../../test/fixtures.ts';
import { api, bearer } from '../../test/requests.ts';
import { startFacebookStandIn } from './facebook-test-kit.ts';
import { authorize, mailedLinkToken } from './social-test-kit.ts';

const facebook = await startFacebookStandIn();
afterAll(() => facebook.stop());
const it = testWith({ social: { google: null, facebook: facebook.settings } });

let n = 0;
beforeEach(() => {
  n++;
  Object.assign(facebook.script, {
    user: { id: `2000${n}`, name: 'Anish Tamang', email: `anish.${n}@example.com` },
    debugAppId: facebook.settings.appId,
    isValid: true,
  });
});

const signIn = (t: Parameters<typeof api>[0], body: { code: string; state: string }) =>
  api(t).post('login/facebook', body);

describe('signing in with Facebook', () => {
  it('sends the browser to the dialog with a state, and signs in to a new account', async ({ t }) => {
    const answer = await authorize(t, 'facebook', '/wishlist');
    expect(Object.fromEntries(answer.url.searchParams)).toMatchObject({
      client_id: facebook.settings.appId,
      redirect_uri: 'http://shop.test/login/facebook/callback',
      response_type: 'code',
      state: answer.startedState,
    });
    const res = await signIn(t, answer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Welcome to Upahar!',
      data: {
        referrer: '/wishlist',
        user: { name: 'Anish Tamang', email: `anish.${n}@example.com`, emailVerified: false },
      },
    });
    const again = await signIn(t, await authorize(t, 'facebook'));
    expect(again.json().data.user.id).toBe(res.json().data.user.id);
  });

  it('makes an account without an e-mail address when Facebook gives none', async ({ t }) => {
    facebook.script.user = { id: '30001', name: 'Bina Rai' };
    const res = await signIn(t, await authorize(t, 'facebook'));
    expect(res.json().data.user).toMatchObject({ name: 'Bina Rai', email: '' });
  });

  it('refuses a token Facebook issued to another app', async ({ t }) => {
    facebook.script.debugAppId = '999';
    const res = await signIn(t, await authorize(t, 'facebook'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Facebook did not confirm this sign-in. Please try again.');
  });

  it('refuses a token Facebook says is not valid', async ({ t }) => {
    facebook.script.isValid = false;
    expect((await signIn(t, await authorize(t, 'facebook'))).statusCode).toBe(400);
  });

  it('refuses a made-up code, a wrong state and a replayed answer', async ({ t }) => {
    const answer = await authorize(t, 'facebook');
    expect((await signIn(t, { code: 'made-up', state: answer.state })).statusCode).toBe(400);
    const fresh = await authorize(t, 'facebook');
    expect((await signIn(t, { code: fresh.code, state: 'not-a-state-we-gave' })).statusCode).toBe(400);
    expect((await signIn(t, fresh)).statusCode).toBe(200);
    const replay = await signIn(t, fresh);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/expired or was already used/);
  });

  it('mails the owner of an address that has an account, and links Facebook through the link', async ({
    t,
  }) => {
    const owner = await createUser(t.db, { email: `anish.${n}@example.com` });
    const res = await signIn(t, await authorize(t, 'facebook'));
    expect(res.json()).toMatchObject({
      message: `anish.${n}@example.com already has an Upahar account. We have e-mailed it a link: open it to sign in with Facebook from now on.`,
      data: { linkSent: true },
    });
    const token = await mailedLinkToken(t, `anish.${n}@example.com`);
    expect((await api(t).post('login/social/link', { token })).json().data.user.id).toBe(owner.id);
    expect((await signIn(t, await authorize(t, 'facebook'))).json().data.user.id).toBe(owner.id);
  });
});

describe('sign-in methods on the profile', () => {
  it('lists the linked providers and unlinks one while a password remains', async ({ t }) => {
    const owner = await createUser(t.db, { email: `anish.${n}@example.com` });
    await signIn(t, await authorize(t, 'facebook'));
    const linked = await api(t).post('login/social/link', {
      token: await mailedLinkToken(t, owner.email),
    });
    const token = linked.json().data.token;
    const list = await api(t).get('user-profile/sign-in-methods', bearer(token));
    expect(list.json().data).toMatchObject({
      providers: [{ provider: 'facebook', email: `anish.${n}@example.com` }],
      hasPassword: true,
      hasVerifiedPhone: false,
    });
    const unlinked = await api(t).post(
      'user-profile/sign-in-methods/unlink',
      { provider: 'facebook' },
      bearer(token),
    );
    expect(unlinked.json()).toMatchObject({
      message: 'Facebook is unlinked. It no longer signs in to your account.',
      data: { providers: [] },
    });
    const missing = await api(t).post(
      'user-profile/sign-in-methods/unlink',
      { provider: 'facebook' },
      bearer(token),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Facebook is not linked to your account');
  });

  it('refuses to unlink the last way into an account with no password and no proven phone', async ({ t }) => {
    const res = await signIn(t, await authorize(t, 'facebook'));
    const token = res.json().data.token;
    const refused = await api(t).post(
      'user-profile/sign-in-methods/unlink',
      { provider: 'facebook' },
      bearer(token),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Facebook is the only way into your account\./);
    expect(
      (await api(t).get('user-profile/sign-in-methods', bearer(token))).json().data.providers,
    ).toHaveLength(1);
  });

  it('needs a session', async ({ t }) => {
    expect((await api(t).get('user-profile/sign-in-methods')).statusCode).toBe(401);
  });
});
