import { formatNumber, formatOccasionDay, occasionName, type TOccasionKind } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { Tx } from '../../db/client.ts';
import { pageLink } from '../../lib/page-link.ts';
import { queueEmail, queueSms } from '../mail/index.ts';

export type ReminderToSend = {
  userName: string;
  email: string;
  userPhone: string | null;
  personName: string;
  kind: TOccasionKind;
  label: string;
  calendar: 'bs' | 'ad';
  channel: 'email' | 'sms';
  date: string;
  inDays: number;
  hasLastGift: boolean;
};

/** The links a reminder carries; their tokens are only ever in the message itself. */
const giftPath = (token: string) => `/gifts/${token}`;
const stopPath = (token: string) => `/reminders/stop/${token}`;

/**
 * Queues the reminder in the caller's transaction (the one that records it as sent), in the
 * language being written: the caller runs it in the shopper's. An e-mail carries a
 * List-Unsubscribe header to the same page as its unsubscribe link, which also takes a one-click post.
 */
export async function queueReminder(o: {
  tx: Tx;
  r: ReminderToSend;
  publicUrl: string;
  giftToken: string;
  stopToken: string;
}) {
  const { r } = o;
  const gift = pageLink(o.publicUrl, giftPath(o.giftToken));
  const stop = pageLink(o.publicUrl, stopPath(o.stopToken));
  const occasion = occasionName(r).toLowerCase();
  const date = formatOccasionDay(r.date, r.calendar);
  if (r.channel === 'sms') {
    if (!r.userPhone) return false;
    const text = m.occasions_sms({ name: r.personName, occasion, date, gift, stop });
    await queueSms({ db: o.tx, sms: { to: r.userPhone, text } });
    return true;
  }
  const days = m.occasions_mail_days({ count: formatNumber(r.inDays) });
  const subject =
    r.inDays === 0
      ? m.occasions_mail_today({ name: r.personName, occasion })
      : m.occasions_mail_subject({ name: r.personName, occasion, days });
  const lines = [
    m.mail_greeting({ name: r.userName }),
    '',
    m.occasions_mail_when({ name: r.personName, occasion, date }),
    '',
    r.hasLastGift ? m.occasions_mail_last_gift() : m.occasions_mail_suggested(),
    gift,
    '',
    m.occasions_mail_unsubscribe({ link: stop }),
    '',
    m.mail_signature(),
  ];
  await queueEmail({
    db: o.tx,
    mail: {
      to: r.email,
      subject,
      text: lines.join('\n'),
      headers: {
        'List-Unsubscribe': `<${stop}>`,
        // Mail apps may then stop reminders in one tap, posting to that address (one-click.routes.ts).
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  });
  return true;
}
