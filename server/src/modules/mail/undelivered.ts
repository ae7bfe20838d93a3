import { OUTBOX_PER_PAGE, type TUndeliveredMessage, type TUndeliveredQuery } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';

const STATUS = { dead: 'dead', failing: 'failed' } as const;

/** Dead or failing messages, the newest first, with how many there are of each. */
export async function listUndelivered(opts: { db: Db; query: TUndeliveredQuery }) {
  const { db, query } = opts;
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(eq(outbox.status, STATUS[query.view]))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PER_PAGE)
      .offset((query.page - 1) * OUTBOX_PER_PAGE),
    countByStatus(db),
  ]);
  const messages: TUndeliveredMessage[] = rows.map((m) => ({
    id: m.id,
    channel: m.channel === 'sms' ? 'sms' : 'email',
    recipient: m.recipient,
    subject: m.channel === 'sms' ? 'Text message' : m.subject,
    status: m.status === 'dead' ? 'dead' : 'failed',
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    nextAttemptAt: m.nextAttemptAt.toISOString(),
  }));
  const dead = counts.get('dead') ?? 0;
  const failing = counts.get('failed') ?? 0;
  return { messages, counts: { dead, failing }, total: query.view === 'dead' ? dead : failing };
}

async function countByStatus(db: Db) {
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending', 'failed', 'dead']))
    .groupBy(outbox.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/**
 * What is waiting to go out (never tried, being sent, or refused and due for another try) and
 * what was given up: one statement, cheap enough for a metrics scrape.
 */
export async function outboxBacklog(opts: { db: Db }): Promise<{ backlog: number; dead: number }> {
  const counts = await countByStatus(opts.db);
  const backlog = (counts.get('pending') ?? 0) + (counts.get('sending') ?? 0) + (counts.get('failed') ?? 0);
  return { backlog, dead: counts.get('dead') ?? 0 };
}

// Sent again: due now, with a new day of tries; the last error stays until it goes out.
const again = () => ({ status: 'pending' as const, attempts: 0, nextAttemptAt: clock.now() });

/** Sends one dead or failing message again now. */
export async function resendMessage(opts: { db: Db; id: string }): Promise<number> {
  const [row] = await opts.db
    .update(outbox)
    .set(again())
    .where(and(eq(outbox.id, opts.id), inArray(outbox.status, ['dead', 'failed'])))
    .returning({ id: outbox.id });
  if (row) return 1;
  const [message] = await opts.db
    .select({ status: outbox.status })
    .from(outbox)
    .where(eq(outbox.id, opts.id));
  if (!message) throw notFound(m.errors_not_found_message);
  throw new AppError('conflict', alreadyMoving(message.status), 409);
}

function alreadyMoving(status: string): string {
  if (status === 'sent') return m.errors_staff_mail_sent();
  if (status === 'kept') return m.errors_staff_mail_kept();
  return m.errors_staff_mail_on_way();
}

/** Sends every dead message again now; answers how many. */
export async function resendDeadMessages(opts: { db: Db }): Promise<number> {
  const rows = await opts.db
    .update(outbox)
    .set(again())
    .where(eq(outbox.status, 'dead'))
    .returning({ id: outbox.id });
  return rows.length;
}
