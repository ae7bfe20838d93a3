import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createUser } from '../../db/factories/users.ts';
import { contactChanges, socialIdentities, users } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { createSession, makeAdmin } from './index.ts';

// The first admin of a real shop comes from the operator's command line (npm run create-admin).

const { post } = api(t);
const login = (email: string, password: string) => post('login/user', { email, password });
const make = (email: string, password = 'a long secret 2026', name?: string) =>
  makeAdmin({ db: t.db, email, name, password: async () => password });

describe('the first admin of a real shop', () => {
  it('is made from the command line and signs in', async () => {
    expect(await make(' Owner@Shop.example ', undefined, 'Sita Shrestha')).toEqual({
      created: true,
      email: 'owner@shop.example',
    });
    const res = await login('owner@shop.example', 'a long secret 2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'admin', name: 'Sita Shrestha', emailVerified: true });
  });

  it('is an existing account promoted with the password typed at the prompt', async () => {
    const user = await createUser(t.db, { email: 'ram@shop.example' });
    const made = await make(user.email, 'the operator chose this');
    expect(made.created).toBe(false);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const res = await login(user.email, 'the operator chose this');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.role).toBe('admin');
  });

  it('takes an account someone else made with the address from them: only the new password gets in', async () => {
    // A stranger signed up first with the operator's address: the account is unverified, and
    // whoever made it chose its password, linked a Google account, proved a phone of theirs and
    // asked to move it to an address of theirs.
    const stranger = await createUser(t.db, {
      email: 'owner@shop.example',
      password: 'the strangers secret',
      verified: false,
    });
    const token = await createSession({ db: t.db, userId: stranger.id, days: 30 });
    await t.db
      .insert(socialIdentities)
      .values({ provider: 'google', providerUserId: 'google-stranger', userId: stranger.id });
    await t.db.update(users).set({ phoneVerifiedAt: clock.now() }).where(eq(users.id, stranger.id));
    const now = clock.now();
    await t.db.insert(contactChanges).values({
      userId: stranger.id,
      kind: 'email',
      newValue: 'stranger@elsewhere.example',
      tokenHash: hashToken('the-strangers-link'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });

    await make('owner@shop.example', 'the operator chose this');

    expect((await login('owner@shop.example', 'the strangers secret')).statusCode).toBe(401);
    const signedIn = await login('owner@shop.example', 'the operator chose this');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ role: 'admin', emailVerified: true });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/V2/current-user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(
      await t.db.select().from(socialIdentities).where(eq(socialIdentities.userId, stranger.id)),
    ).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(row.phoneVerifiedAt).toBeNull();
    // The stranger's pending move to their own address no longer happens.
    expect((await post('verify-email', { token: 'the-strangers-link' })).statusCode).toBe(400);
    expect(row.email).toBe('owner@shop.example');
  });

  it('refuses a demo address, a short password and a bad address, with the reason', async () => {
    await expect(make('boss@upahar.demo')).rejects.toThrow(
      'An address on upahar.demo belongs to the demo shop',
    );
    await expect(make('boss@shop.example', 'short')).rejects.toThrow(
      'Password must be at least 8 characters',
    );
    await expect(make('not an address')).rejects.toThrow('Invalid email format');
    expect(await t.db.select({ id: users.id }).from(users)).toEqual([]);
  });
});
