import { and, desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createUser } from '../../db/factories/users.ts';
import { outbox } from '../../db/schema/index.ts';
import { fileTest as it, t } from '../../test/fixtures.ts';
import { loginAs } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

// Mail that a request queues after its answer is in the outbox once the request resolves.
const { post } = api(t, { settle: true });
const { get } = api(t);

async function lastLink(email: string, path: string): Promise<string> {
  const rows = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.createdAt));
  const m = rows.map((r) => r.text.match(new RegExp(`${path}\\?token=([\\w-]+)`))).find(Boolean);
  if (!m) throw new Error(`no ${path} link mailed to ${email}`);
  return m[1];
}

const signup = (over: object = {}) => ({
  name: 'Ram Bahadur',
  username: `ram_${Math.random().toString(36).slice(2, 8)}`,
  email: `ram.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'dal-bhat-power',
  confirmPassword: 'dal-bhat-power',
  source: 'web',
  ...over,
});

describe('sign-up, verification and login', () => {
  it('registers, verifies through the e-mailed link, then logs in', async () => {
    const body = signup();
    const res = await post('user-signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', data: { email: body.email } });

    const early = await post('login/user', { email: body.email, password: body.password });
    expect(early.statusCode).toBe(403);

    const token = await lastLink(body.email, '/user-confirm');
    expect((await get(`validate-token?token=${token}`)).statusCode).toBe(200);
    const confirm = await post('user-confirm', { token });
    expect(confirm.statusCode).toBe(200);
    // single use
    expect((await post('user-confirm', { token })).json()).toMatchObject({
      status: 'error',
      message: 'This link is invalid or has expired',
    });

    const login = await post('login/user', { email: body.email.toUpperCase(), password: body.password });
    expect(login.statusCode).toBe(200);
    const { token: bearer, user } = login.json().data;
    expect(bearer.length).toBeGreaterThanOrEqual(40);
    expect(user).toMatchObject({
      email: body.email,
      username: body.username,
      emailVerified: true,
      role: 'customer',
    });
    const check = await post('login/check', {}, { authorization: `Bearer ${bearer}` });
    expect(check.json().data.user.id).toBe(user.id);
  });

  it('answers the same for a new and an existing e-mail, and mails the owner instead', async () => {
    const existing = await createUser(t.db);
    const a = await post('user-signup', signup({ email: existing.email }));
    const b = await post('user-signup', signup());
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(Object.keys(a.json().data)).toEqual(Object.keys(b.json().data));
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, existing.email));
    expect(mails[0].subject).toMatch(/already have/);
  });

  it('reports a taken username and checks availability', async () => {
    const existing = await createUser(t.db);
    const res = await post('user-signup', signup({ username: existing.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.username).toEqual(['This username is taken']);
    expect((await post('register/check', { username: existing.username })).json().data.available).toBe(false);
    expect((await post('register/check', { username: 'free_name_42' })).json().data.available).toBe(true);
  });

  it('refuses bad sign-up input with field messages, never a 500', async () => {
    const cases: [object, string][] = [
      [signup({ email: 'not-an-email' }), 'email'],
      [signup({ password: 'short', confirmPassword: 'short' }), 'password'],
      [signup({ confirmPassword: 'something-else' }), 'confirmPassword'],
      [signup({ username: 'has space' }), 'username'],
      [signup({ phone: '12345' }), 'phone'],
      [{}, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await post('user-signup', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe('error');
      expect(res.json().errors[field], field).toBeDefined();
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/V2/user-signup',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The request body is not valid JSON');
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const user = await createUser(t.db);
    const wrong = await post('login/user', { email: user.email, password: 'not-the-password' });
    const unknown = await post('login/user', { email: 'nobody@example.com', password: 'whatever-123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });
});

describe('sessions', () => {
  it('401s without or with a bad token', async () => {
    expect((await post('login/check', {})).statusCode).toBe(401);
    expect((await post('login/check', {}, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await get('user-profile')).json()).toMatchObject({ status: 'error' });
  });

  it('logs out this session, or every other one', async () => {
    const a = await loginAs(t.app, t.db);
    const second = await post('login/user', { email: a.user.email, password: a.user.password });
    const b = { authorization: `Bearer ${second.json().data.token}` };
    const third = await post('login/user', { email: a.user.email, password: a.user.password });
    const c = { authorization: `Bearer ${third.json().data.token}` };

    expect((await post('user-logout?excludeThis=1', {}, a.headers)).statusCode).toBe(200);
    expect((await post('login/check', {}, a.headers)).statusCode).toBe(200);
    expect((await post('login/check', {}, b)).statusCode).toBe(401);
    expect((await post('login/check', {}, c)).statusCode).toBe(401);

    expect((await post('user-logout', {}, a.headers)).statusCode).toBe(200);
    expect((await post('login/check', {}, a.headers)).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('resets a forgotten password once, and ends every session', async () => {
    const { user, headers } = await loginAs(t.app, t.db);
    const unknown = await post('forgot-password', { email: 'ghost@example.com' });
    const known = await post('forgot-password', { email: user.email });
    expect(unknown.json()).toEqual(known.json());

    const token = await lastLink(user.email, '/reset-password');
    expect((await post('verify-reset-token', { token })).statusCode).toBe(200);
    const reset = await post('new-password', {
      token,
      password: 'new-secret-pass',
      confirmPassword: 'new-secret-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('new-password', { token, password: 'again-secret', confirmPassword: 'again-secret' }))
        .statusCode,
    ).toBe(400);
    expect((await post('verify-reset-token', { token })).statusCode).toBe(400);
    expect((await post('login/check', {}, headers)).statusCode).toBe(401);
    expect((await post('login/user', { email: user.email, password: 'new-secret-pass' })).statusCode).toBe(
      200,
    );
  });

  it('changes the password with the current one and keeps only this session', async () => {
    const a = await loginAs(t.app, t.db);
    const other = await post('login/user', { email: a.user.email, password: a.user.password });
    const wrong = await post(
      'change-password',
      { currentPassword: 'nope-nope', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      a.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const ok = await post(
      'change-password',
      { currentPassword: a.user.password, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      a.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect((await post('login/check', {}, a.headers)).statusCode).toBe(200);
    expect(
      (await post('login/check', {}, { authorization: `Bearer ${other.json().data.token}` })).statusCode,
    ).toBe(401);
  });
});

describe('profile', () => {
  it('shows and edits only the allowed fields', async () => {
    const a = await loginAs(t.app, t.db);
    const res = await post(
      'user-profile',
      {
        name: 'Gita Thapa',
        phone: '9812345678',
        bio: 'I love <b>cakes</b>',
        gender: 'female',
        dateOfBirth: '1996-04-14',
        role: 'admin',
        email: 'x@y.z',
      },
      a.headers,
    );
    expect(res.statusCode).toBe(200);
    const profile = res.json().data.profile;
    expect(profile).toMatchObject({
      name: 'Gita Thapa',
      phone: '9812345678',
      bio: 'I love <b>cakes</b>',
      role: 'customer',
      email: a.user.email,
    });
    expect((await get('user-profile', a.headers)).json().data.profile.dateOfBirth).toBe('1996-04-14');
    const bad = await post('user-profile', { name: 'G', dateOfBirth: '2999-13-40' }, a.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['dateOfBirth', 'name']);
    // Was a 500: PostgreSQL refuses NUL in text.
    const nul = await post('user-profile', { name: 'Gita', bio: 'a\u0000b', address: '\u0000' }, a.headers);
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors).sort()).toEqual(['address', 'bio']);
    const login = await post('login/user', { email: 'a\u0000b@example.com', password: 'whatever-123' });
    expect(login.statusCode).toBe(400);
  });

  it('refuses a name that would show as another (text-direction controls), on sign-up and profile', async () => {
    // "Admin \u202enimdA" shows as "Admin Admin": a name that reads as someone else's.
    const faked = await post('user-signup', signup({ name: 'Admin \u202enimdA', username: 'ram_\u2067x' }));
    expect(faked.statusCode).toBe(400);
    expect(faked.json().errors.name).toEqual([
      'Name must not contain characters that change the direction of text',
    ]);
    expect(faked.json().errors.username[0]).toBe(
      'Username must not contain characters that change the direction of text',
    );
    const a = await loginAs(t.app, t.db);
    const edit = await post('user-profile', { name: 'Gita\u200f Thapa' }, a.headers);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('Name must not contain characters that change the direction of text');
  });

  it('keeps every answer about an account out of shared caches', async () => {
    const a = await loginAs(t.app, t.db);
    for (const res of [await get('user-profile', a.headers), await get('current-user', a.headers)])
      expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('outbox', () => {
  it('keeps verification mail for the development mailbox', async () => {
    const body = signup();
    await post('user-signup', body);
    const page = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${encodeURIComponent(body.email)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('/user-confirm?token=');
    const rows = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, body.email)));
    expect(rows).toHaveLength(1);
  });
});
