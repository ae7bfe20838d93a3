import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { supportTickets } from '../../db/schema/support-tickets.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { orderParts } from '../orders/tables.ts';
import { storeStaff } from '../stores/tables.ts';

// The e-mails of a ticket: each side hears of the other's message. Queued in the transaction of
// the message, so a message that rolls back sends nothing.

type Ticket = typeof supportTickets.$inferSelect;
type Person = { name: string; email: string };

const quote = (body: string) =>
  body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** Who answers a ticket: everyone who may see it (admins; its stores' owners and managers). */
export async function teamOf(db: DbOrTx, ticket: Pick<Ticket, 'orderId'>) {
  const storeIds = ticket.orderId
    ? sql`(select ${orderParts.storeId} from ${orderParts} where ${orderParts.orderId} = ${ticket.orderId})`
    : null;
  const owners = storeIds
    ? sql`${users.id} in (select ${stores.ownerUserId} from ${stores} where ${stores.id} in ${storeIds})`
    : sql`false`;
  const managers = storeIds
    ? sql`${users.id} in (select ${storeStaff.userId} from ${storeStaff}
        where ${storeStaff.storeId} in ${storeIds} and ${storeStaff.role} = 'manager')`
    : sql`false`;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(or(eq(users.role, 'admin'), owners, managers))
    .orderBy(users.name);
}

/** The assignee when there is one, else the whole team. */
async function staffToTell(db: DbOrTx, ticket: Ticket): Promise<Person[]> {
  if (ticket.assigneeId) {
    const [who] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, ticket.assigneeId))
      .limit(1);
    if (who) return [who];
  }
  return teamOf(db, ticket);
}

export async function mailTicketOpened(
  db: DbOrTx,
  ticket: Ticket,
  customer: Person,
  body: string,
  url: string,
) {
  await queueEmail({
    db,
    mail: {
      to: customer.email,
      subject: `We received your ticket ${ticket.reference}: ${ticket.subject}`,
      text: [
        `Namaste ${customer.name},`,
        '',
        'Thank you for writing to Upahar. Our team will answer here as soon as it can, usually',
        'within a working day; you will get an e-mail when they do.',
        '',
        `Follow it at ${url}/profile/tickets/${ticket.id}`,
      ].join('\n'),
    },
  });
  await tellStaff(db, ticket, `New ticket ${ticket.reference}: ${ticket.subject}`, customer, body, url);
}

export async function mailCustomerReplied(
  db: DbOrTx,
  ticket: Ticket,
  customer: Person,
  body: string,
  url: string,
) {
  await tellStaff(
    db,
    ticket,
    `${customer.name} replied on ${ticket.reference}: ${ticket.subject}`,
    customer,
    body,
    url,
  );
}

async function tellStaff(
  db: DbOrTx,
  ticket: Ticket,
  subject: string,
  customer: Person,
  body: string,
  url: string,
) {
  for (const person of await staffToTell(db, ticket))
    await queueEmail({
      db,
      mail: {
        to: person.email,
        subject,
        text: [
          `${customer.name} (${customer.email}) wrote:`,
          '',
          quote(body),
          '',
          `Answer at ${url}/dashboard/tickets/${ticket.id}`,
        ].join('\n'),
      },
    });
}

export async function mailStaffReplied(
  db: DbOrTx,
  ticket: Ticket,
  o: { authorName: string; body: string; pictures: number; closed: boolean; url: string },
) {
  const [customer] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, ticket.userId))
    .limit(1);
  if (!customer) return;
  await queueEmail({
    db,
    mail: {
      to: customer.email,
      subject: `Re: ${ticket.subject} (${ticket.reference})`,
      text: [
        `Namaste ${customer.name},`,
        '',
        `${o.authorName} answered your ticket:`,
        '',
        quote(o.body),
        '',
        // Pictures stay on the site, where only the customer and the team may see them.
        ...(o.pictures > 0
          ? [
              `${o.pictures === 1 ? 'A picture is' : `${o.pictures} pictures are`} attached: see the ticket.`,
              '',
            ]
          : []),
        o.closed
          ? 'We have closed the ticket as settled. If something is still wrong, reply to open it again:'
          : 'Reply or close the ticket at',
        `${o.url}/profile/tickets/${ticket.id}`,
      ].join('\n'),
    },
  });
}
