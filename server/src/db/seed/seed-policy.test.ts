import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { loadConfig } from '../../config.ts';
import { makeAdmin } from '../../modules/auth/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { createUser } from '../factories/users.ts';
import { sessions, users } from '../schema/index.ts';
import { DEMO_DOMAIN, liveDemoAccounts, lockDemoAccounts } from './demo-accounts.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { applySeedPolicy, DemoAccountsInProduction, missingAdminNotice } from './seed-policy.ts';

// A production shop never gets the demo accounts (their password is in the README) unless
// SEED=demo asks for them, and refuses to start while one can still sign in.

const production = loadConfig({ NODE_ENV: 'production' });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/V2/login/user', payload: { email, password } });
const demoAdmin = () =>
  createUser(t.db, { email: 'admin@upahar.demo', role: 'admin', password: DEMO_PASSWORD });

describe('a start in production', () => {
  it('adds no demo shop to an empty database: the demo admin cannot sign in', async () => {
    expect(production.seed).toBe('never');
    expect(await applySeedPolicy(t.db, production)).toBe(false);
    expect(await t.db.select({ id: users.id }).from(users)).toEqual([]);
    expect((await login('admin@upahar.demo', DEMO_PASSWORD)).statusCode).toBe(401);
    expect(await missingAdminNotice(t.db, production)).toBe(
      'No admin account yet: make one with npm run create-admin -- --email you@example.com',
    );
  });

  it('refuses while a demo account can sign in, and says how to remove it', async () => {
    await demoAdmin();
    await createUser(t.db, { email: `maya.rai@${DEMO_DOMAIN}`, password: DEMO_PASSWORD });
    const refusal = applySeedPolicy(t.db, production);
    await expect(refusal).rejects.toBeInstanceOf(DemoAccountsInProduction);
    const message = await refusal.catch((e: Error) => e.message);
    expect(message).toContain('(admin@upahar.demo and 1 more on upahar.demo)');
    expect(message).toContain('npm run lock-demo-accounts');
    expect(message).toContain('delete the DATA_DIR folder');
    expect(message).toContain('SEED=demo');
    expect(message).toContain('npm run create-admin -- --email you@example.com');
  });

  it('starts once the demo accounts are locked: they no longer sign in and their sessions end', async () => {
    const admin = await demoAdmin();
    const signedIn = await login(admin.email, DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token as string;
    const real = await createUser(t.db, { email: 'owner@shop.example' });

    expect(await lockDemoAccounts(t.db)).toBe(1);
    expect(await lockDemoAccounts(t.db)).toBe(0);
    await expect(applySeedPolicy(t.db, production)).resolves.toBe(false);
    expect(await liveDemoAccounts(t.db)).toEqual([]);
    expect((await login(admin.email, DEMO_PASSWORD)).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/V2/current-user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row.role).toBe('customer');
    expect(row.suspendedAt).not.toBeNull();
    const [open] = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(open.revokedAt).not.toBeNull();
    // Nobody else is touched.
    const [other] = await t.db.select().from(users).where(eq(users.id, real.id));
    expect(other.suspendedAt).toBeNull();
  });

  it('keeps the demo accounts of a demo shop started with SEED=demo', async () => {
    await demoAdmin();
    const demo = loadConfig({ NODE_ENV: 'production', SEED: 'demo' });
    expect(demo.seed).toBe('demo');
    await expect(applySeedPolicy(t.db, demo)).resolves.toBe(false);
  });

  it('fills an empty database with the demo shop when SEED=demo asks for it', async () => {
    expect(await applySeedPolicy(t.db, loadConfig({ NODE_ENV: 'production', SEED: 'demo' }))).toBe(true);
    const res = await login('admin@upahar.demo', DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.role).toBe('admin');
    // A later start finds data and adds nothing.
    expect(await applySeedPolicy(t.db, loadConfig({ SEED: 'demo' }))).toBe(false);
  }, 240_000);

  it('does not mind demo accounts outside production', async () => {
    await demoAdmin();
    await expect(applySeedPolicy(t.db, loadConfig({ SEED: 'never' }))).resolves.toBe(false);
    await expect(applySeedPolicy(t.db, loadConfig({ NODE_ENV: 'test', SEED: 'never' }))).resolves.toBe(false);
  });
});

describe('the first admin of a real shop', () => {
  const make = (email: string, password = 'a long secret 2026', name?: string) =>
    makeAdmin({ db: t.db, email, name, password: async () => password, demoDomain: DEMO_DOMAIN });

  it('is made from the command line and signs in', async () => {
    expect(await make(' Owner@Shop.example ', undefined, 'Sita Shrestha')).toEqual({
      created: true,
      email: 'owner@shop.example',
    });
    const res = await login('owner@shop.example', 'a long secret 2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'admin', name: 'Sita Shrestha', emailVerified: true });
    expect(await missingAdminNotice(t.db, production)).toBeNull();
  });

  it('is an existing account promoted, its password kept and not asked for', async () => {
    const user = await createUser(t.db, { email: 'ram@shop.example' });
    const made = await makeAdmin({
      db: t.db,
      email: user.email,
      demoDomain: DEMO_DOMAIN,
      password: () => Promise.reject(new Error('not asked')),
    });
    expect(made.created).toBe(false);
    expect((await login(user.email, user.password)).json().data.user.role).toBe('admin');
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
