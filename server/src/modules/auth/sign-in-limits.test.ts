import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createUser } from '../../db/factories/users.ts';
import { outbox } from '../../db/schema/index.ts';
import { testWith } from '../../test/fixtures.ts';

// Wrong passwords are counted per e-mail address, wherever they come from: a client behind a
// private proxy writing its own X-Forwarded-For, a botnet with an address per attempt, or the
// pages' own in-process calls.
const it = testWith({ rateLimit: true });

const ATTEMPTS = 40;

describe('sign-in attempts per account', () => {
  it('stops 40 wrong passwords sent through a private proxy with made-up forwarded addresses', async ({
    t,
  }) => {
    const user = await createUser(t.db);
    const codes: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/V2/login/user',
        payload: { email: user.email, password: `guess-number-${i}` },
        remoteAddress: '172.17.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(ATTEMPTS - 10).fill(429));
  });

  it('stops them from a new client address each time, and says when to come back', async ({ t }) => {
    const user = await createUser(t.db);
    const attempt = (i: number, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/login/user',
        payload: { email: user.email.toUpperCase(), password },
        remoteAddress: `203.0.113.${i}`,
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i, `guess-${i}`)).statusCode).toBe(401);
    const refused = await attempt(10, 'guess-10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many failed sign-ins for this e-mail address. Please wait 15 minutes and try again, or reset your password.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The right password now is refused too: else the answer would tell it was right.
    expect((await attempt(11, user.password)).statusCode).toBe(429);
  });

  it('answers an address without an account exactly as one with an account', async ({ t }) => {
    const user = await createUser(t.db);
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/V2/login/user',
          payload: { email, password: `guess-${i}` },
          remoteAddress: `203.0.113.${i}`,
        });
        seen.push(`${res.statusCode} ${res.json().message} ${res.headers['retry-after'] ? 'retry' : ''}`);
      }
      return seen;
    };
    const known = await answers(user.email);
    expect(await answers('nobody.here@example.com')).toEqual(known);
    expect(known.at(-1)).toMatch(/^429 Too many failed sign-ins/);
  });

  it('counts the in-process calls pages make while rendering', async ({ t }) => {
    const user = await createUser(t.db);
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/V2/login/user',
        payload: { email: user.email, password: `guess-${i}` },
        remoteAddress: `198.51.100.${i}`,
        headers: { 'x-upahar-internal': '1' },
      });
      expect(res.statusCode).toBe(i < 10 ? 401 : 429);
    }
  });

  it('starts counting again after a correct password', async ({ t }) => {
    const user = await createUser(t.db);
    const login = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/login/user',
        payload: { email: user.email, password },
        remoteAddress: `203.0.113.${i}`,
      });
    for (let i = 0; i < 9; i++) expect((await login('typo-password', i)).statusCode).toBe(401);
    expect((await login(user.password, 9)).statusCode).toBe(200);
    for (let i = 10; i < 19; i++) expect((await login('typo-password', i)).statusCode).toBe(401);
  });

  it('lets the owner back in at once after resetting the password from the mailed link', async ({ t }) => {
    const user = await createUser(t.db);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/V2/login/user', payload: { email: user.email, password } });
    for (let i = 0; i < 11; i++) await login(`guess-${i}`);
    expect((await login(user.password)).statusCode).toBe(429);

    await t.app.inject({ method: 'POST', url: '/api/V2/forgot-password', payload: { email: user.email } });
    await t.app.afterAnswer.settled();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const token = mail.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/V2/new-password',
      payload: { token, password: 'a-fresh-secret', confirmPassword: 'a-fresh-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('a-fresh-secret')).statusCode).toBe(200);
  });
});

describe('per client address', () => {
  it('lets 20 people behind one carrier address sign up, and a refusal passes within minutes', async ({
    t,
  }) => {
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/user-signup',
        payload: {
          name: 'Maya Gurung',
          username: `maya_${i}_${Math.random().toString(36).slice(2, 6)}`,
          email: `maya.${i}.${Math.random().toString(36).slice(2, 6)}@example.com`,
          password: 'gundruk-and-rice',
          confirmPassword: 'gundruk-and-rice',
        },
        remoteAddress: '27.34.0.1',
      });
    for (let i = 0; i < 20; i++) expect((await signUp(i)).statusCode).toBe(201);
    const refused = await signUp(20);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
  });
});
