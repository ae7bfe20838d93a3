import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createUser } from '../../db/factories/users.ts';
import { outbox } from '../../db/schema/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { type TestApp, testWith } from '../../test/fixtures.ts';

// Reset and verification mails are limited per address, whoever asks and from wherever, so
// nobody can fill a stranger's inbox; the answer stays the neutral one, so it tells nothing.
const it = testWith({ rateLimit: true });

const SENT = 'If the address belongs to an account, we have sent an e-mail to it. Please check your inbox.';

async function ask(t: TestApp, url: string, payload: object, i: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/V2/${url}`,
    payload,
    remoteAddress: `198.51.100.${i}`,
  });
  await t.app.afterAnswer.settled();
  return res;
}

const mailsTo = async (t: TestApp, email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) => m.subject);

describe('mails per address', () => {
  it('sends at most 3 reset mails an hour to one address, with the same answer every time', async ({ t }) => {
    const user = await createUser(t.db);
    for (let i = 0; i < 6; i++) {
      const res = await ask(t, 'forgot-password', { email: user.email }, i);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SENT);
    }
    expect(await mailsTo(t, user.email)).toEqual(Array(3).fill('Reset your Upahar password'));
  });

  it('sends at most 3 verification mails an hour to one address', async ({ t }) => {
    const user = await createUser(t.db, { verified: false });
    for (let i = 0; i < 6; i++) {
      const res = await ask(t, 'resend-confirmation', { email: user.email }, i);
      expect(res.json().message).toBe(SENT);
    }
    expect(await mailsTo(t, user.email)).toEqual(Array(3).fill('Confirm your e-mail address for Upahar'));
  });

  it('sends at most 3 "you already have an account" mails for sign-ups with a taken address', async ({
    t,
  }) => {
    const user = await createUser(t.db);
    for (let i = 0; i < 6; i++) {
      const res = await ask(
        t,
        'user-signup',
        {
          name: 'Someone Else',
          username: `someone_${i}_${Math.random().toString(36).slice(2, 6)}`,
          email: user.email,
          password: 'not-the-owner-1',
          confirmPassword: 'not-the-owner-1',
        },
        i,
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await mailsTo(t, user.email)).toEqual(Array(3).fill('You already have an Upahar account'));
  });
});

describe('forgot-password timing', () => {
  it('does the same work before answering whether or not the address has an account', async ({ t }) => {
    const user = await createUser(t.db);
    const before = async (email: string) => {
      const { result, queries } = await countQueries(t.database, () =>
        t.app.inject({ method: 'POST', url: '/api/V2/forgot-password', payload: { email } }),
      );
      const answered = { status: result.statusCode, body: result.json(), queries };
      await t.app.afterAnswer.settled();
      return answered;
    };
    const known = await before(user.email);
    const unknown = await before('nobody.here@example.com');
    // The lookup and the mail wait until the answer has gone out.
    expect(known).toEqual({
      status: 200,
      body: { status: 'success', message: SENT, data: null },
      queries: 0,
    });
    expect(unknown).toEqual(known);
    expect(await mailsTo(t, user.email)).toEqual(['Reset your Upahar password']);
  });

  it('does the same for a new verification link', async ({ t }) => {
    const user = await createUser(t.db, { verified: false });
    const queriesBeforeAnswer = async (email: string) => {
      const { queries } = await countQueries(t.database, () =>
        t.app.inject({ method: 'POST', url: '/api/V2/resend-confirmation', payload: { email } }),
      );
      await t.app.afterAnswer.settled();
      return queries;
    };
    expect(await queriesBeforeAnswer(user.email)).toBe(0);
    expect(await queriesBeforeAnswer('nobody.here@example.com')).toBe(0);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });
});
