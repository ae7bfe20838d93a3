import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';
import * as clock from '../../lib/clock.ts';
import { setLinksApart } from './links.ts';

export type Sms = { to: string; text: string };

/**
 * Queues a text message in the outbox that e-mail uses, inside the transaction that causes it,
 * so a rolled-back change sends nothing. `to` is a 10-digit Nepali mobile number. A link in it
 * ends where the phone will think it does, as in e-mail.
 */
export async function queueSms(opts: { db: DbOrTx; sms: Sms }) {
  await opts.db.insert(outbox).values({
    channel: 'sms',
    recipient: opts.sms.to,
    // Texts have no subject; the mailbox page shows this label in its place.
    subject: 'SMS',
    text: setLinksApart(opts.sms.text),
    // Due from the shop's clock, which every comparison with it reads.
    nextAttemptAt: clock.now(),
  });
}
