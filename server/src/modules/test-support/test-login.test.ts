import { describe, expect } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createUser } from '../../db/factories/users.ts';
import { buildTestApp, it, t } from '../../test/fixtures.ts';

const session = (payload: object = {}) => t.app.inject({ method: 'POST', url: '/test/session', payload });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/V2/current-user', headers: { authorization: `Bearer ${token}` } });

describe('the test-only login for browser tests', () => {
  it('makes a verified customer with a session, or a session for an existing account', async () => {
    const made = await session();
    expect(made.statusCode, made.body).toBe(200);
    const { token, user, password } = made.json();
    expect(password).toEqual(expect.any(String));
    expect((await me(token)).json().data.user).toMatchObject({ id: user.id, emailVerified: true });

    const seller = await createUser(t.db, { email: 'seller@shop.test', role: 'seller' });
    const as = await session({ email: 'Seller@Shop.test' });
    expect(as.json()).toMatchObject({ user: { id: seller.id }, password: null });
    expect((await me(as.json().token)).statusCode).toBe(200);
    expect((await session({ email: 'nobody@shop.test' })).statusCode).toBe(404);
  });

  it('does not exist outside tests', async () => {
    for (const env of ['production', 'development'] as const) {
      const other = await buildTestApp({ env });
      const res = await other.app.inject({ method: 'POST', url: '/test/session', payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses a shifted clock outside tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_OFFSET_MS: '1000' })).toThrow(
      /TEST_CLOCK_OFFSET_MS: only with NODE_ENV=test/,
    );
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '-1000' }).clockOffsetMs).toBe(-1000);
  });
});
