import { ZResendResponse, ZUndeliveredResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { drainOutbox } from './drain.ts';
import { type Mail, queueEmail } from './outbox.ts';
import { MAX_ATTEMPTS } from './retry.ts';
import { queueSms } from './sms.ts';
import { outboxBacklog } from './undelivered.ts';

// Admins see the messages the shop could not send, the given-up ones and the ones still being
// retried, and can send them again.

const START = new Date('2025-06-11T04:00:00Z');
let admin: Awaited<ReturnType<typeof quickUser>>;
beforeEach(async () => {
  freezeClock(START);
  admin = await quickUser(t.db, { role: 'admin' });
});

const refuse = async () => {
  throw new Error('550 5.1.1 mailbox unavailable');
};

/**
 * Runs the sender with `send` at each message's next try until none is left to try, then sets
 * the clock back (the admin's session would have run out a day later).
 */
async function retryUntilGivenUp(send: (m: Mail) => Promise<void>) {
  for (let i = 0; i <= MAX_ATTEMPTS; i++) {
    await drainOutbox({ db: t.db, senders: { email: send, sms: send } });
    const due = await t.db.select().from(outbox).where(eq(outbox.status, 'failed'));
    if (due.length === 0) break;
    freezeClock(new Date(Math.max(...due.map((m) => m.nextAttemptAt.getTime()))));
  }
  freezeClock(START);
}

const dash = api(t, { base: DASHBOARD, as: () => admin });

async function list(view: 'dead' | 'failing') {
  const res = await dash.get(`outbox?view=${view}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZUndeliveredResponse.parse(res.json()).data;
}

describe('messages that never went out', () => {
  it('are listed for admins after a day of tries, and Send again sends one', async () => {
    await queueEmail({
      db: t.db,
      mail: { to: 'sita@example.com', subject: 'Your order is on its way', text: 'Hi' },
    });
    await queueSms({ db: t.db, sms: { to: '9841234567', text: '123456 is your code' } });
    await retryUntilGivenUp(refuse);

    const dead = await list('dead');
    expect(dead.counts).toEqual({ dead: 2, failing: 0 });
    const mail = dead.messages.find((m) => m.channel === 'email');
    expect(mail).toMatchObject({
      recipient: 'sita@example.com',
      subject: 'Your order is on its way',
      status: 'dead',
      attempts: MAX_ATTEMPTS,
      lastError: '550 5.1.1 mailbox unavailable',
    });
    // A text's words may be a sign-in code: the list names it without them.
    expect(dead.messages.find((m) => m.channel === 'sms')).toMatchObject({
      recipient: '9841234567',
      subject: 'Text message',
    });
    expect(await outboxBacklog({ db: t.db })).toEqual({ backlog: 0, dead: 2 });

    const res = await dash.post(`outbox/${mail?.id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZResendResponse.parse(res.json()).data.resent).toBe(1);
    expect(await outboxBacklog({ db: t.db })).toEqual({ backlog: 1, dead: 1 });

    const sent: string[] = [];
    await drainOutbox({ db: t.db, senders: { email: async (m) => void sent.push(m.to), sms: refuse } });
    expect(sent).toEqual(['sita@example.com']);
    expect((await list('dead')).messages.map((m) => m.channel)).toEqual(['sms']);
  });

  it('are all sent again at once', async () => {
    for (const to of ['a@example.com', 'b@example.com'])
      await queueEmail({ db: t.db, mail: { to, subject: 'Receipt', text: 'Thanks' } });
    await retryUntilGivenUp(refuse);
    const res = await dash.post('outbox/resend-dead');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { resent: 2 }, message: '2 will be sent again now' });
    const sent: string[] = [];
    await drainOutbox({ db: t.db, senders: { email: async (m) => void sent.push(m.to), sms: null } });
    expect(sent.toSorted()).toEqual(['a@example.com', 'b@example.com']);
    expect((await list('dead')).counts).toEqual({ dead: 0, failing: 0 });
  });

  it('being retried show as failing, with their next try', async () => {
    await queueEmail({ db: t.db, mail: { to: 'ram@example.com', subject: 'Welcome', text: 'Hi' } });
    await drainOutbox({ db: t.db, senders: { email: refuse, sms: null } });
    const failing = await list('failing');
    expect(failing.counts).toEqual({ dead: 0, failing: 1 });
    expect(failing.messages[0]).toMatchObject({
      recipient: 'ram@example.com',
      status: 'failed',
      attempts: 1,
    });
    expect(new Date(failing.messages[0].nextAttemptAt).getTime()).toBe(START.getTime() + 30_000);
    expect(await outboxBacklog({ db: t.db })).toEqual({ backlog: 1, dead: 0 });
  });
});

describe('who may see and resend them', () => {
  it('is admins only', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await dash.get('outbox', seller.headers)).statusCode).toBe(403);
    expect((await dash.post('outbox/resend-dead', undefined, seller.headers)).statusCode).toBe(403);
    expect((await dash.get('outbox', {})).statusCode).toBe(401);
  });

  it('answers in words for a message that is gone, already sent, or no message at all', async () => {
    expect((await dash.post(`outbox/${crypto.randomUUID()}/resend`)).json().message).toBe(
      'The message was not found',
    );
    await queueEmail({ db: t.db, mail: { to: 'gita@example.com', subject: 'Hello', text: 'Hi' } });
    await drainOutbox({ db: t.db, senders: { email: async () => {}, sms: null } });
    const [m] = await t.db.select().from(outbox);
    const again = await dash.post(`outbox/${m.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This message has already been sent.');
    const bad = await dash.post('outbox/not-a-message/resend');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a message');
  });
});
