import type { TJobApplicationStatus } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { queueEmail } from '../mail/index.ts';

// The e-mails of applying for a job: the applicant hears of receipt and of every change of
// state, the admins of each new application. Queued in the transaction of the change, so a
// rolled-back step sends nothing.

type Applicant = { name: string; email: string };
const hello = (a: Applicant) => `Namaste ${a.name},`;

export async function mailReceived(db: DbOrTx, a: Applicant, title: string, url: string) {
  await queueEmail({
    db,
    mail: {
      to: a.email,
      subject: `We received your application: ${title}`,
      text: [
        hello(a),
        '',
        `Thank you for applying for ${title} at Upahar. Our team reads every application and will`,
        'write to you at this address as it moves along.',
        '',
        `Follow it at ${url}/profile/applications`,
      ].join('\n'),
    },
  });
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  for (const admin of admins)
    await queueEmail({
      db,
      mail: {
        to: admin.email,
        subject: `New job application: ${title}`,
        text: `${a.name} (${a.email}) applied for ${title}.\n\nRead it at ${url}/dashboard/job-applications`,
      },
    });
}

const NEWS: Record<Exclude<TJobApplicationStatus, 'withdrawn'>, (title: string) => string> = {
  received: (t) => `Your application for ${t} is back with our team for another look.`,
  shortlisted: (t) => `Good news: you are on the shortlist for ${t}. We will be in touch about next steps.`,
  interview: (t) => `We would like to meet you for ${t}. We will call or e-mail you to agree a time.`,
  offered: (t) => `We are happy to offer you the role of ${t}. Our team will contact you with the details.`,
  rejected: (t) =>
    `Thank you for your interest in ${t}. We will not take your application further this time, and we wish you well.`,
};

export async function mailStatusChanged(
  db: DbOrTx,
  a: Applicant,
  title: string,
  status: Exclude<TJobApplicationStatus, 'withdrawn'>,
  url: string,
) {
  await queueEmail({
    db,
    mail: {
      to: a.email,
      subject: `Your application for ${title}`,
      text: [hello(a), '', NEWS[status](title), '', `Follow it at ${url}/profile/applications`].join('\n'),
    },
  });
}

export async function mailWithdrawn(db: DbOrTx, a: Applicant, title: string) {
  await queueEmail({
    db,
    mail: {
      to: a.email,
      subject: `You withdrew your application: ${title}`,
      text: [hello(a), '', `Your application for ${title} is withdrawn. Thank you for your interest.`].join(
        '\n',
      ),
    },
  });
}
