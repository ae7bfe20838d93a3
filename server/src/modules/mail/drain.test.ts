import { asc, eq } from 'drizzle-orm';
import { describe, expect, onTestFinished } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { drainOutbox, LEASE_MS, type Senders } from './drain.ts';
import { type Mail, queueEmail } from './outbox.ts';
import { MAX_ATTEMPTS, RETRY_FOR_MS } from './retry.ts';
import { smtpSender } from './senders.ts';
import { startSmtpSink } from './smtp-sink.ts';

const queue = async (n: number) => {
  for (let i = 0; i < n; i++)
    await queueEmail({
      db: t.db,
      mail: { to: `shopper${i}@example.com`, subject: `Order ${i}`, text: 'Hi' },
    });
};
const statuses = async () =>
  (await t.db.select().from(outbox).orderBy(asc(outbox.recipient))).map((m) => m.status);
const emailOnly = (email: Senders['email']): Senders => ({ email, sms: null });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sink() {
  const s = await startSmtpSink();
  onTestFinished(s.close);
  return s;
}

describe('sending the outbox from several instances', () => {
  it('never sends one message twice when two senders drain it at once', async () => {
    await queue(30);
    const sent: string[] = [];
    // Each send takes a moment, so the two senders' claims interleave.
    const slow = (m: Mail) => pause(3).then(() => void sent.push(m.to));
    const [a, b] = await Promise.all([
      drainOutbox({ db: t.db, senders: emailOnly(slow) }),
      drainOutbox({ db: t.db, senders: emailOnly(slow) }),
    ]);
    expect(a + b).toBe(30);
    expect(a > 0 && b > 0).toBe(true);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    expect(new Set(await statuses())).toEqual(new Set(['sent']));
  });

  it('delivers each message once at a real SMTP server', async () => {
    const server = await sink();
    await queue(12);
    await Promise.all([
      drainOutbox({ db: t.db, senders: emailOnly(smtpSender(server.url, 'shop@example.com')) }),
      drainOutbox({ db: t.db, senders: emailOnly(smtpSender(server.url, 'shop@example.com')) }),
    ]);
    expect(server.received).toHaveLength(12);
    for (let i = 0; i < 12; i++) expect(server.count(`shopper${i}@example.com`)).toBe(1);
  });
});

describe('an SMTP server that refuses mail for a while', () => {
  it('loses no message when it refuses for 10 minutes and then takes mail again', async () => {
    const server = await sink();
    const send = smtpSender(server.url, 'shop@example.com');
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    await queue(3);
    server.refusing = true;
    // An instance looks every few seconds; the shop's clock stands in for the wait.
    let at = start.getTime();
    const tick = async (ms: number) => {
      at += ms;
      freezeClock(new Date(at));
      await drainOutbox({ db: t.db, senders: emailOnly(send) });
    };
    await tick(0);
    while (at - start.getTime() < 10 * 60_000) await tick(15_000);
    expect(server.received).toEqual([]);
    expect(new Set(await statuses())).toEqual(new Set(['failed']));
    const [refused] = await t.db.select().from(outbox).limit(1);
    expect(refused.lastError).toMatch(/try again later/);

    server.refusing = false;
    // The longest wait after this many refusals is a few minutes.
    while ((await statuses()).some((s) => s !== 'sent') && at - start.getTime() < 60 * 60_000)
      await tick(15_000);
    expect(new Set(await statuses())).toEqual(new Set(['sent']));
    expect(server.received.toSorted()).toEqual([
      'shopper0@example.com',
      'shopper1@example.com',
      'shopper2@example.com',
    ]);
  });

  it('gives a message up only after a day of tries, keeping the last error', async () => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    await queue(1);
    const refuse = async () => {
      throw new Error('550 mailbox full');
    };
    let at = start.getTime();
    let tries = 0;
    for (;;) {
      freezeClock(new Date(at));
      tries += await drainOutbox({ db: t.db, senders: emailOnly(refuse) });
      const [m] = await t.db.select().from(outbox);
      if (m.status === 'dead') {
        expect(m.lastError).toBe('550 mailbox full');
        expect(m.attempts).toBe(MAX_ATTEMPTS);
        break;
      }
      expect(m.status).toBe('failed');
      at = m.nextAttemptAt.getTime();
    }
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(at - start.getTime()).toBeGreaterThanOrEqual(RETRY_FOR_MS);
    // A dead letter is not tried again by itself.
    freezeClock(new Date(at + RETRY_FOR_MS));
    expect(await drainOutbox({ db: t.db, senders: emailOnly(async () => {}) })).toBe(0);
  });
});

describe('a sender that stops mid-send', () => {
  it('leaves the message to another sender once its claim runs out, and its late answer changes nothing', async () => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    await queue(1);
    let finish: (e?: Error) => void = () => {};
    const stuck = (_m: Mail) =>
      new Promise<void>((resolve, reject) => {
        finish = (e) => (e ? reject(e) : resolve());
      });
    const first = drainOutbox({ db: t.db, senders: emailOnly(stuck), max: 1 });
    await expect.poll(async () => (await statuses())[0]).toBe('sending');

    const sent: string[] = [];
    const works = async (m: Mail) => void sent.push(m.to);
    expect(await drainOutbox({ db: t.db, senders: emailOnly(works) })).toBe(0);
    freezeClock(new Date(start.getTime() + LEASE_MS + 1000));
    expect(await drainOutbox({ db: t.db, senders: emailOnly(works) })).toBe(1);
    expect(sent).toEqual(['shopper0@example.com']);

    finish(new Error('connection reset'));
    await first;
    const [m] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'shopper0@example.com'));
    expect(m).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});

describe('messages that cannot go out', () => {
  it('wait in the outbox in production when this instance has no sender, instead of being kept for the mailbox', async () => {
    await queue(2);
    expect(await drainOutbox({ db: t.db, senders: emailOnly(null), keepUnsent: false })).toBe(0);
    expect(await statuses()).toEqual(['pending', 'pending']);
    // An instance with the sender's settings then sends them.
    const sent: string[] = [];
    await drainOutbox({ db: t.db, senders: emailOnly(async (m) => void sent.push(m.to)) });
    expect(sent.sort()).toEqual(['shopper0@example.com', 'shopper1@example.com']);
  });

  it('are given up when the sender of their last try stopped mid-send, not claimed for ever', async () => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    await queue(1);
    await t.db
      .update(outbox)
      .set({ status: 'sending', attempts: MAX_ATTEMPTS, lastError: 'Mailbox busy', nextAttemptAt: start });
    const sent: string[] = [];
    expect(await drainOutbox({ db: t.db, senders: emailOnly(async (m) => void sent.push(m.to)) })).toBe(1);
    expect(sent).toEqual([]);
    const [m] = await t.db.select().from(outbox);
    expect(m).toMatchObject({ status: 'dead', lastError: 'Mailbox busy' });
  });
});
