import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';
import * as clock from '../../lib/clock.ts';
import { setLinksApart } from './links.ts';

/** `headers`: extra e-mail headers, such as List-Unsubscribe on messages a reader can stop. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

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
    headers: opts.mail.headers ?? null,
    // Due from the shop's clock, which every comparison with it reads.
    nextAttemptAt: clock.now(),
  });
}

export type Sender = (mail: Mail) => Promise<void>;

/**
 * A message put straight into the outbox in whatever state the caller gives (one the shop gave up
 * on, one still being retried): the browser tests' way to show the undelivered list without a day
 * of refusals. Answers its id.
 */
export async function insertOutboxRow(db: DbOrTx, values: typeof outbox.$inferInsert) {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row.id;
}
