import { ZAdminAccountsResponse, ZErrorResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, outbox } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs, quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { ACCOUNT_SUSPENDED } from './sessions.ts';

// Admins suspend an account: its sessions stop, no way of signing in lets it back, and its public
// profile is gone until an admin reinstates it. Only admins may, and never on an admin.

const shop = api(t);

describe('suspending an account', () => {
  it('ends its sessions, refuses its sign-in and hides its profile until it is reinstated', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const call = api(t, { base: DASHBOARD, as: admin });
    const shopper = await loginAs(t.app, t.db, { name: 'Ramesh Tamang' });
    expect((await shop.get('user-profile', shopper.headers)).statusCode).toBe(200);
    expect((await shop.get(`user/${shopper.user.username}`)).statusCode).toBe(200);

    const found = ZAdminAccountsResponse.parse((await call.get('accounts?q=ramesh')).json()).data.accounts;
    expect(found.map((a) => a.name)).toEqual(['Ramesh Tamang']);
    const res = await call.post(`accounts/${shopper.user.id}/suspend`, { reason: 'Fake orders, again' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.suspended).toMatchObject({ reason: 'Fake orders, again' });

    expect((await shop.get('user-profile', shopper.headers)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/V2/login/user',
      payload: { email: shopper.user.email, password: shopper.user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(ZErrorResponse.parse(login.json()).message).toBe(ACCOUNT_SUSPENDED);
    expect((await shop.get(`user/${shopper.user.username}`)).statusCode).toBe(404);
    const suspended = ZAdminAccountsResponse.parse((await call.get('accounts?status=suspended')).json());
    expect(suspended.data.accounts.map((a) => a.id)).toEqual([shopper.user.id]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, shopper.user.email));
    expect(mails.map((m) => m.subject)).toContain('Your Upahar account is suspended');
    const [change] = await t.db.select().from(auditChanges).where(eq(auditChanges.entityId, shopper.user.id));
    expect(change).toMatchObject({ entity: 'user', before: { suspendedAt: null } });

    expect((await call.post(`accounts/${shopper.user.id}/suspend`, { reason: 'Twice' })).statusCode).toBe(
      409,
    );
    expect((await call.post(`accounts/${shopper.user.id}/reinstate`)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/V2/login/user',
      payload: { email: shopper.user.email, password: shopper.user.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await shop.get(`user/${shopper.user.username}`)).statusCode).toBe(200);
    expect((await call.post(`accounts/${shopper.user.id}/reinstate`)).statusCode).toBe(409);
  });

  it('is for admins, never on an admin, with a reason, and clear about bad ids', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const other = await quickUser(t.db, { role: 'admin' });
    const seller = await quickUser(t.db, { role: 'seller' });
    const customer = await quickUser(t.db);
    const call = api(t, { base: DASHBOARD, as: admin });
    expect((await call.get('accounts', seller)).statusCode).toBe(403);
    expect((await call.get('accounts', customer)).statusCode).toBe(403);
    const self = await call.post(`accounts/${admin.user.id}/suspend`, { reason: 'Testing' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot suspend your own account');
    expect((await call.post(`accounts/${other.user.id}/suspend`, { reason: 'Testing' })).statusCode).toBe(
      409,
    );
    const short = await call.post(`accounts/${customer.user.id}/suspend`, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.reason).toEqual(['Give a reason for the suspension (at least 3 characters)']);
    expect((await call.post('accounts/not-an-id/suspend', { reason: 'Testing' })).statusCode).toBe(400);
    const unknown = await call.post('accounts/4f2b7c1e-3f0a-4d6e-9b1c-2a3b4c5d6e7f/suspend', {
      reason: 'Gone',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
