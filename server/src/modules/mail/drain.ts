import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';
import * as clock from '../../lib/clock.ts';
import type { Channel, Sender } from './outbox.ts';
import { isLastAttempt, MAX_ATTEMPTS, retryDelayMs } from './retry.ts';

/**
 * The sender of each channel. Outside production a channel without one keeps its messages for
 * /dev/mailbox; in production they wait in the outbox (and show in its backlog) until one is set.
 */
export type Senders = Record<Channel, Sender | null>;

/**
 * How long a claimed message is its sender's alone. Longer than any one send can take (the SMTP
 * transport and the SMS gateway give up well within it): a sender that died mid-send leaves the
 * message to another sender once this has passed.
 */
export const LEASE_MS = 5 * 60_000;

type Claimed = typeof outbox.$inferSelect;

/**
 * Takes the oldest due message of the given channels for this sender alone: due means never
 * tried, due for a retry, or claimed by a sender whose lease ran out. `FOR UPDATE SKIP LOCKED`
 * lets senders on other instances claim at the same moment without waiting for, or taking, the
 * same row; the claim moves its next attempt past the lease, so it is not due for anyone else.
 */
async function claimOne(db: Db, channels: Channel[], now: Date): Promise<Claimed | null> {
  const due = db.$with('due').as(
    db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          inArray(outbox.channel, channels),
          inArray(outbox.status, ['pending', 'failed', 'sending']),
          lte(outbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true }),
  );
  const [claimed] = await db
    .with(due)
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(outbox.id, db.select({ id: due.id }).from(due)))
    .returning();
  return claimed ?? null;
}

/**
 * Writes how a send went, unless the lease ran out and another sender claimed the message since
 * (its attempt count moved on): that sender's outcome is the one that stands.
 */
async function settle(db: Db, m: Claimed, error: unknown | null) {
  const mine = and(eq(outbox.id, m.id), eq(outbox.status, 'sending'), eq(outbox.attempts, m.attempts));
  if (error === null) {
    await db.update(outbox).set({ status: 'sent', sentAt: clock.now(), lastError: null }).where(mine);
    return;
  }
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'Refused';
  const dead = isLastAttempt(m.attempts);
  await db
    .update(outbox)
    .set({
      status: dead ? 'dead' : 'failed',
      lastError,
      nextAttemptAt: dead ? clock.now() : new Date(clock.now().getTime() + retryDelayMs(m.attempts)),
    })
    .where(mine);
}

/**
 * Sends what is due, one claimed message at a time, until nothing is due, `max` were tried or
 * `stopping()` says so; messages of a channel with no sender are marked kept. Answers how many
 * were tried. Any number of instances may run this at once: each message goes to one of them.
 */
export async function drainOutbox(opts: {
  db: Db;
  senders: Senders;
  max?: number;
  stopping?: () => boolean;
  /**
   * Whether messages of a channel with no sender are marked kept (for /dev/mailbox). Off in
   * production: there "kept" would be the end of a message nobody reads, when the likelier cause
   * is one instance started without the sender's settings while the others have them.
   */
  keepUnsent?: boolean;
}): Promise<number> {
  const { db, senders } = opts;
  const channels = (Object.keys(senders) as Channel[]).filter((c) => senders[c]);
  const unsent = (Object.keys(senders) as Channel[]).filter((c) => !senders[c]);
  if (unsent.length > 0 && (opts.keepUnsent ?? true)) {
    await db
      .update(outbox)
      .set({ status: 'kept' })
      .where(and(inArray(outbox.channel, unsent), eq(outbox.status, 'pending')));
  }
  if (channels.length === 0) return 0;
  let tried = 0;
  while (tried < (opts.max ?? 50) && !opts.stopping?.()) {
    const m = await claimOne(db, channels, clock.now());
    if (!m) break;
    tried++;
    const send = senders[m.channel as Channel];
    let error: unknown | null = null;
    try {
      if (!send) throw new Error(`No sender for ${m.channel}`);
      // Its last try's sender stopped mid-send (the lease ran out): the day of tries is over.
      if (m.attempts > MAX_ATTEMPTS) throw new Error(m.lastError ?? 'The sender stopped while sending it');
      await send({
        to: m.recipient,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        headers: m.headers ?? undefined,
      });
    } catch (e) {
      error = e ?? 'Refused';
    }
    await settle(db, m, error);
  }
  return tried;
}
