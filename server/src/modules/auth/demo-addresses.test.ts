import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories/users.ts';
import { users } from '../../db/schema/index.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, bearer } from '../../test/requests.ts';
import { authorize, googleShop } from './social-test-kit.ts';

// A production shop gives no account an address on the demo shop's domain: nobody can prove one,
// and such an account would pass for one of the demo shop's.

const { google, it } = await googleShop(
  () => ({ email: 'someone@upahar.demo', email_verified: true, name: 'Someone Else' }),
  { env: 'production' },
);

const REFUSAL = 'Addresses on upahar.demo belong to the demo shop. Please use your own e-mail address.';
const refused = (res: { statusCode: number; body: string; json: () => { message: string } }) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe(REFUSAL);
};

describe('an address on the demo domain in production', () => {
  it('is refused at sign-up, in any case, and no account is made', async ({ t }) => {
    for (const email of ['someone@upahar.demo', 'Admin@Valley.Upahar.Demo']) {
      const res = await api(t).post('user-signup', {
        name: 'Someone Else',
        username: `someone_${Math.random().toString(36).slice(2, 8)}`,
        email,
        password: 'dal-bhat-power',
        confirmPassword: 'dal-bhat-power',
        source: 'web',
      });
      refused(res);
      expect(res.json()).toMatchObject({ errors: { email: [REFUSAL] } });
    }
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('is refused when a provider hands it over at a first social sign-in', async ({ t }) => {
    refused(await api(t).post('login/google', await authorize(t, 'google')));
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('is refused as a new address for an account', async ({ t }) => {
    const me = await quickUser(t.db, { email: 'maya@example.com' });
    const res = await api(t).post(
      'update-email',
      { email: 'maya@upahar.demo', password: DEFAULT_TEST_PASSWORD },
      bearer(me.token),
    );
    refused(res);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.email).toBe('maya@example.com');
  });

  it('leaves other addresses alone', async ({ t }) => {
    google.claims.email = 'someone@upahar.example';
    const res = await api(t).post('login/google', await authorize(t, 'google'));
    expect(res.statusCode, res.body).toBe(200);
  });
});
