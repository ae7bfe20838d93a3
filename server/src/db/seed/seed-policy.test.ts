import { eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { loadConfig } from '../../config.ts';
import { it, t } from '../../test/fixtures.ts';
import { createStore } from '../factories/catalog.ts';
import { createUser } from '../factories/users.ts';
import { sessions, storeSuspensions, users } from '../schema/index.ts';
import {
  DEMO_DOMAIN,
  DEMO_STORE_REASON,
  hideDemoStores,
  liveDemoAccounts,
  lockDemoAccounts,
} from './demo-accounts.ts';
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
    await createUser(t.db, { email: 'florist@upahar.demo', password: DEMO_PASSWORD });
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

  it('does not count an address someone signed up with on the demo domain', async () => {
    // Outside production sign-up takes such an address; the account waits, unverified, for a
    // link nobody can open. It is not the seed's and knows no public password.
    for (const email of ['anything@upahar.demo', 'customer@upahar.demo']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/V2/user-signup',
        payload: {
          name: 'Someone Else',
          username: `someone_${email.split('@')[0]}`,
          email,
          password: 'dal-bhat-power',
          confirmPassword: 'dal-bhat-power',
          source: 'web',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Nor does an account on the domain that the seed never makes.
    await createUser(t.db, { email: `maya.rai@${DEMO_DOMAIN}` });
    await expect(applySeedPolicy(t.db, production)).resolves.toBe(false);
    expect(await liveDemoAccounts(t.db)).toEqual([]);
    expect(await lockDemoAccounts(t.db)).toBe(0);
  });

  it('hides the demo stores too when asked: their pages and products leave the shop', async () => {
    const demo = await createStore(t.db, { slug: 'annapurna-bakers', name: 'Annapurna Bakers' });
    const real = await createStore(t.db, { name: 'Thamel Cakes' });
    const page = async (slug: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/V2/store/${slug}` })).statusCode;
    expect(await page(demo.slug)).toBe(200);

    expect(await hideDemoStores(t.db)).toBe(1);
    expect(await hideDemoStores(t.db)).toBe(0);
    // Hidden like a suspended store: its page says it is closed.
    expect(await page(demo.slug)).toBe(410);
    expect(await page(real.slug)).toBe(200);
    // The store suspension admins use, so an admin sees why and may reinstate it.
    const hidden = await t.db.select().from(storeSuspensions);
    expect(hidden).toEqual([expect.objectContaining({ storeId: demo.id, reason: DEMO_STORE_REASON })]);
  });

  it('keeps the demo accounts of a demo shop started with SEED=demo', async () => {
    await demoAdmin();
    const demo = loadConfig({ NODE_ENV: 'production', SEED: 'demo' });
    expect(demo.seed).toBe('demo');
    expect(await missingAdminNotice(t.db, production)).toBeNull();
    await expect(applySeedPolicy(t.db, demo)).resolves.toBe(false);
  });

  it('fills an empty database with the demo shop when SEED=demo asks for it', async () => {
    expect(await applySeedPolicy(t.db, loadConfig({ NODE_ENV: 'production', SEED: 'demo' }))).toBe(true);
    const res = await login('admin@upahar.demo', DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.role).toBe('admin');
    // Every account the seed made is one the start looks for: the list and the seed agree.
    const onDomain = await t.db
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, '%upahar.demo'));
    expect((await liveDemoAccounts(t.db)).sort()).toEqual(onDomain.map((u) => u.email).sort());
    // A later start finds data and adds nothing.
    expect(await applySeedPolicy(t.db, loadConfig({ SEED: 'demo' }))).toBe(false);
  }, 240_000);

  it('does not mind demo accounts outside production', async () => {
    await demoAdmin();
    await expect(applySeedPolicy(t.db, loadConfig({ SEED: 'never' }))).resolves.toBe(false);
    await expect(applySeedPolicy(t.db, loadConfig({ NODE_ENV: 'test', SEED: 'never' }))).resolves.toBe(false);
  });
});
