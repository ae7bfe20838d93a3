import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { setLinksApart } from './links.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

export type Channel = 'email' | 'sms';

// An account made with a phone number has an address under the reserved .invalid domain (the
// e-mail column is required): nothing can be delivered there, so nothing is queued for it.
const UNDELIVERABLE = /\.invalid$/i;

/**
 * Queues an e-mail. Call it inside the transaction that causes it, so a rolled-back
 * change sends nothing (e-mail goes through the outbox). Every link in the text ends where the
 * reader's mail client will think it does (setLinksApart), whoever wrote the sentence around it;
 * an HTML part carries its links in anchors of its own.
 */
export async function queueEmail(opts: { db: DbOrTx; mail: Mail }) {
  if (UNDELIVERABLE.test(opts.mail.to)) return;
  await opts.db.insert(outbox).values({
    recipient: opts.mail.to,
    subject: opts.mail.subject,
    text: setLinksApart(opts.mail.text),
    html: opts.mail.html ?? null,
  });
}

export type Sender = (mail: Mail) => Promise<void>;

/**
 * Sends pending messages of one channel with `send`; with no sender they are kept for
 * /dev/mailbox. For SMS, `to` is the mobile number and the text is the whole message.
 */
export async function processOutbox(opts: {
  db: DbOrTx;
  send: Sender | null;
  channel?: Channel;
  batch?: number;
}): Promise<number> {
  const pending = await opts.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, opts.channel ?? 'email'),
        inArray(outbox.status, ['pending', 'failed']),
        lt(outbox.attempts, 5),
      ),
    )
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
