import { FEEDBACK_SUBJECT_NAMES, type TFeedbackBody } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { queueEmail } from '../mail/index.ts';

/**
 * Tells every admin of a contact-form message. Queued in the transaction that stores it, so a
 * message that was not kept sends nothing.
 */
export async function mailFeedback(db: DbOrTx, body: TFeedbackBody, publicUrl: string) {
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  const subject = `Contact form: ${FEEDBACK_SUBJECT_NAMES[body.subject]} — ${body.name}`;
  const text = [
    `${body.name} wrote from the contact page.`,
    '',
    `About: ${FEEDBACK_SUBJECT_NAMES[body.subject]}`,
    ...(body.orderNumber ? [`Order: ${body.orderNumber}`] : []),
    `E-mail: ${body.email}`,
    ...(body.phone ? [`Phone: ${body.phone}`] : []),
    '',
    body.message,
    '',
    `Answer it, then mark it handled at ${publicUrl}/dashboard/messages`,
  ].join('\n');
  for (const a of admins) await queueEmail({ db, mail: { to: a.email, subject, text } });
}
