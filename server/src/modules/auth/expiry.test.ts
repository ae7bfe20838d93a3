import { desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

// Sessions and mailed links expire on the shop's clock, which SQL receives as a parameter: moving
// that clock moves PostgreSQL's idea of "now" too, not only PGlite's.

const HOUR = 3_600_000;
// Mail that a request queues after its answer is in the outbox once the request resolves.
const { post } = api(t, { settle: true });

describe('expiry on the shop clock', () => {
  it('ends a session once its days are over', async () => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const { headers } = await loginAs(t.app, t.db);
    const days = t.app.config.sessionDays;
    freezeClock(new Date(start.getTime() + days * 24 * HOUR - 60_000));
    expect((await post('login/check', {}, headers)).statusCode).toBe(200);
    freezeClock(new Date(start.getTime() + days * 24 * HOUR + 60_000));
    expect((await post('login/check', {}, headers)).statusCode).toBe(401);
  });

  it('refuses a password reset link after an hour', async () => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const { user } = await loginAs(t.app, t.db);
    expect((await post('forgot-password', { email: user.email })).statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email))
      .orderBy(desc(outbox.createdAt));
    const token = mail.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    freezeClock(new Date(start.getTime() + HOUR - 60_000));
    expect((await post('verify-reset-token', { token })).statusCode).toBe(200);
    freezeClock(new Date(start.getTime() + HOUR + 60_000));
    const late = await post('verify-reset-token', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This link is invalid or has expired');
  });

  it('runs in real time again after a test that stopped it', () => {
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
