import { SELLER_COMMISSION_PERCENT, type TSellerInterestBody } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { type Mail, queueEmail } from '../mail/index.ts';

// The e-mails of selling on Upahar: admins hear of interest and new applications, the applicant
// of every step. Queued in the transaction of the change, so a rolled-back step sends nothing.

type Applicant = { name: string; email: string };

async function toAdmins(db: DbOrTx, mail: Omit<Mail, 'to'>) {
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  for (const a of admins) await queueEmail({ db, mail: { ...mail, to: a.email } });
}

export async function mailInterest(db: DbOrTx, body: Required<TSellerInterestBody>) {
  await toAdmins(db, {
    subject: `Interest in selling: ${body.businessName}`,
    text: [
      `${body.name} would like to sell on Upahar.`,
      '',
      `Business: ${body.businessName}`,
      `E-mail: ${body.email}`,
      `Phone: ${body.phone}`,
      '',
      body.message,
    ].join('\n'),
  });
}

const hello = (a: Applicant) => `Namaste ${a.name},`;

export async function mailSubmitted(db: DbOrTx, a: Applicant, business: string, publicUrl: string) {
  await queueEmail({
    db,
    mail: {
      to: a.email,
      subject: `We received your application for ${business}`,
      text: [
        hello(a),
        '',
        `Thank you for applying to sell on Upahar with ${business}. Our team reviews applications within`,
        'two working days and will write to you at this address.',
        '',
        `Follow it at ${publicUrl}/profile/businesses`,
      ].join('\n'),
    },
  });
  await toAdmins(db, {
    subject: `New seller application: ${business}`,
    text: `${a.name} (${a.email}) applied to sell as ${business}.\n\nReview it at ${publicUrl}/dashboard/applications`,
  });
}

export async function mailNeedsChanges(
  db: DbOrTx,
  a: Applicant,
  business: string,
  note: string,
  url: string,
) {
  await queueEmail({
    db,
    mail: {
      to: a.email,
      subject: `Please update your application for ${business}`,
      text: [
        hello(a),
        '',
        'Our team looked at your application and needs a few changes before approving it:',
        '',
        note,
        '',
        `Edit and send it again at ${url}/profile/businesses`,
      ].join('\n'),
    },
  });
}

export async function mailApproved(
  db: DbOrTx,
  a: Applicant,
  store: { name: string; slug: string },
  url: string,
) {
  await queueEmail({
    db,
    mail: {
      to: a.email,
      subject: `Welcome to Upahar: ${store.name} is approved`,
      text: [
        hello(a),
        '',
        `Your application is approved and your store ${store.name} is open. Its page:`,
        '',
        `${url}/store/${store.slug}`,
        '',
        'Orders arrive in your dashboard:',
        '',
        `${url}/dashboard/orders`,
        '',
        `Upahar keeps ${SELLER_COMMISSION_PERCENT}% of each delivered order's items and pays the rest out every`,
        'week, with a statement of every order and the commission kept.',
      ].join('\n'),
    },
  });
}

export async function mailRejected(db: DbOrTx, a: Applicant, business: string, reason: string) {
  await queueEmail({
    db,
    mail: {
      to: a.email,
      subject: `Your application for ${business}`,
      text: [
        hello(a),
        '',
        'Thank you for applying to sell on Upahar. We cannot approve your application this time:',
        '',
        reason,
        '',
        'You are welcome to apply again when things change.',
      ].join('\n'),
    },
  });
}
