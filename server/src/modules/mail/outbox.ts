import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Queues an e-mail. Call it inside the transaction that causes it, so a rolled-back
 * change sends nothing (e-mail goes through the outbox).
 */
export async function queueEmail(opts: { db: DbOrTx; mail: Mail }) {
  await opts.db.insert(outbox).values({
    recipient: opts.mail.to,
    subject: opts.mail.subject,
    text: opts.mail.text,
    html: opts.mail.html ?? null,
  });
}

export type Sender = (mail: Mail) => Promise<void>;

/** Sends pending mail with `send`; with no sender the mail is kept for /dev/mailbox. */
export async function processOutbox(opts: {
  db: DbOrTx;
  send: Sender | null;
  batch?: number;
}): Promise<number> {
  const pending = await opts.db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.status, ['pending', 'failed']), lt(outbox.attempts, 5)))
    .orderBy(asc(outbox.createdAt))
    .limit(opts.batch ?? 20);
  for (const m of pending) {
    if (!opts.send) {
      await opts.db.update(outbox).set({ status: 'kept' }).where(eq(outbox.id, m.id));
      continue;
    }
    try {
      await opts.send({ to: m.recipient, subject: m.subject, text: m.text, html: m.html ?? undefined });
      await opts.db.update(outbox).set({ status: 'sent', sentAt: sql`now()` }).where(eq(outbox.id, m.id));
    } catch (e) {
      await opts.db
        .update(outbox)
        .set({ status: 'failed', attempts: sql`${outbox.attempts} + 1`, lastError: String(e).slice(0, 500) })
        .where(eq(outbox.id, m.id));
    }
  }
  return pending.length;
}
