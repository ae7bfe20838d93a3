import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type Sms = { to: string; text: string };

/**
 * Queues a text message in the outbox that e-mail uses, inside the transaction that causes it,
 * so a rolled-back change sends nothing. `to` is a 10-digit Nepali mobile number.
 */
export async function queueSms(opts: { db: DbOrTx; sms: Sms }) {
  await opts.db.insert(outbox).values({
    channel: 'sms',
    recipient: opts.sms.to,
    // Texts have no subject; the mailbox page shows this label in its place.
    subject: 'SMS',
    text: opts.sms.text,
  });
}
