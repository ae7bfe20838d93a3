import { ZPromotionResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import type { TestApp } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, bearer } from '../../test/requests.ts';
import { askCode, newNumber, post, textedCode } from './phone-test-kit.ts';
import { googleShop } from './social-test-kit.ts';

// A friend's invite counts however the new shopper makes their account: with a texted code or
// with Google, as with the sign-up form. Signing in to an account that already exists links
// nothing.

const { it } = await googleShop(() => ({
  email: `friend-${Math.random().toString(36).slice(2)}@example.com`,
  email_verified: true,
  name: 'Sunita Rai',
}));

/** An inviter with their code, and who has joined with it so far. */
async function inviter(t: TestApp) {
  const me = await quickUser(t.db);
  const promotion = async () =>
    ZPromotionResponse.parse((await api(t).get('profile/promotion', bearer(me.token))).json()).data;
  return {
    code: (await promotion()).code,
    joined: async () => (await promotion()).people.map((p) => p.name),
  };
}

async function googleSignIn(t: TestApp, referralCode: string) {
  const started = await api(t).get(`login/google/start?referralCode=${referralCode}`);
  const res = await fetch(started.json().data.url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '');
  return api(t).post('login/google', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}

describe('an invite code at sign-up', () => {
  it('counts for an account made with a texted code, and not for one that signs in', async ({ t }) => {
    const friend = await inviter(t);
    const phone = newNumber();
    await askCode(t, phone);
    const code = await textedCode(t, phone);
    const made = await post(t, 'login/otp/verify', {
      phone,
      code,
      name: 'Sunita Rai',
      referralCode: friend.code,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(await friend.joined()).toEqual(['Sunita']);

    // The same number signing in again, with another inviter's code, changes nothing.
    const other = await inviter(t);
    freezeClock(new Date(clock.now().getTime() + 61_000));
    await askCode(t, phone, '198.51.100.8');
    const again = await post(t, 'login/otp/verify', {
      phone,
      code: await textedCode(t, phone),
      referralCode: other.code,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await other.joined()).toEqual([]);
  });

  it('counts for an account made with Google, and not for one that signs in', async ({ t }) => {
    const friend = await inviter(t);
    const first = await googleSignIn(t, friend.code);
    expect(first.json().message).toBe('Welcome to Upahar!');
    expect(await friend.joined()).toEqual(['Sunita']);

    const other = await inviter(t);
    const again = await googleSignIn(t, other.code);
    expect(again.json().message).toBe('Welcome back!');
    expect(await other.joined()).toEqual([]);
  });
});
