import { randomBytes } from 'node:crypto';
import {
  OPEN_TICKETS_MAX,
  TICKETS_PER_PAGE,
  type TTicket,
  type ZCreateTicketBody,
  type ZReplyTicketBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { supportTicketMessages, supportTickets } from '../../db/schema/support-tickets.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, digits, notFound } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { orders } from '../orders/tables.ts';
import { mailCustomerReplied, mailTicketOpened } from './mails.ts';
import { findTicket, forCustomer, loadMessages, loadTicketSummaries } from './reads.ts';
import { attachImages } from './ticket-images.ts';

// A shopper's own tickets. Every id is looked up together with the owner, so another person's
// ticket, order or picture is simply not found.

const newReference = () => `T-${randomBytes(4).toString('hex').toUpperCase()}`;
const own = (userId: string) => eq(supportTickets.userId, userId);

export async function listMyTickets(o: { db: Db; userId: string; page: number }) {
  const [tickets, [{ total }]] = await Promise.all([
    loadTicketSummaries(o.db, own(o.userId), {
      limit: TICKETS_PER_PAGE,
      offset: (o.page - 1) * TICKETS_PER_PAGE,
      order: [desc(supportTickets.lastMessageAt)],
    }),
    o.db.select({ total: count() }).from(supportTickets).where(own(o.userId)),
  ]);
  return { tickets: tickets.map(forCustomer), total };
}

export async function getMyTicket(o: { db: Db | Tx; userId: string; id: string }): Promise<TTicket> {
  const [summary] = await loadTicketSummaries(o.db, and(eq(supportTickets.id, o.id), own(o.userId)));
  if (!summary) throw notFound(m.errors_not_found_ticket);
  return { ...forCustomer(summary), messages: await loadMessages(o.db, o.id, o.userId) };
}

/** A message from the customer, with the pictures they uploaded for it. */
async function addCustomerMessage(
  tx: Tx,
  m: {
    ticketId: string;
    userId: string;
    name: string;
    message: string;
    imageIds: readonly string[];
    now: Date;
  },
) {
  const [row] = await tx
    .insert(supportTicketMessages)
    .values({
      ticketId: m.ticketId,
      authorId: m.userId,
      side: 'customer',
      authorName: m.name,
      body: m.message,
      createdAt: m.now,
    })
    .returning({ id: supportTicketMessages.id });
  await attachImages(tx, m.userId, row.id, m.imageIds);
}

async function customerOf(tx: Tx, userId: string) {
  const [me] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return me;
}

export async function openTicket(o: {
  db: Db;
  userId: string;
  body: z.output<typeof ZCreateTicketBody>;
  publicUrl: string;
}): Promise<TTicket> {
  const { body } = o;
  const id = await o.db.transaction(async (tx) => {
    const [{ open }] = await tx
      .select({ open: count() })
      .from(supportTickets)
      .where(and(own(o.userId), ne(supportTickets.status, 'closed')));
    if (open >= OPEN_TICKETS_MAX)
      throw new AppError(
        'too_many_tickets',
        m.errors_community_too_many_tickets({ count: digits(open) }),
        409,
      );
    if (body.orderId) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, body.orderId), eq(orders.userId, o.userId)));
      if (!order) throw notFound(m.errors_not_found_order);
    }
    const customer = await customerOf(tx, o.userId);
    const now = clock.now();
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        reference: newReference(),
        userId: o.userId,
        subject: body.subject,
        category: body.category,
        orderId: body.orderId ?? null,
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await addCustomerMessage(tx, {
      ...body,
      ticketId: ticket.id,
      userId: o.userId,
      name: customer.name,
      now,
    });
    await mailTicketOpened(tx, ticket, customer, body.message, o.publicUrl);
    return ticket.id;
  });
  return getMyTicket({ db: o.db, userId: o.userId, id });
}

/** The customer's reply; it puts the ticket back in the team's queue, closed or not. */
export async function replyToTicket(o: {
  db: Db;
  userId: string;
  body: z.output<typeof ZReplyTicketBody>;
  publicUrl: string;
}): Promise<TTicket> {
  const { body } = o;
  await o.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, body.ticketId, own(o.userId));
    if (!ticket) throw notFound(m.errors_not_found_ticket);
    const customer = await customerOf(tx, o.userId);
    const now = clock.now();
    await addCustomerMessage(tx, {
      ...body,
      ticketId: ticket.id,
      userId: o.userId,
      name: customer.name,
      now,
    });
    await tx
      .update(supportTickets)
      .set({ status: 'open', closedAt: null, lastMessageAt: now, updatedAt: now })
      .where(eq(supportTickets.id, ticket.id));
    await mailCustomerReplied(tx, ticket, customer, body.message, o.publicUrl);
  });
  return getMyTicket({ db: o.db, userId: o.userId, id: body.ticketId });
}

export async function closeMyTicket(o: { db: Db; userId: string; id: string }): Promise<TTicket> {
  const now = clock.now();
  const [closed] = await o.db
    .update(supportTickets)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(supportTickets.id, o.id), own(o.userId), ne(supportTickets.status, 'closed')))
    .returning({ id: supportTickets.id });
  // Closing a closed ticket changes nothing; someone else's is not found.
  if (!closed && !(await findTicket(o.db, o.id, own(o.userId)))) throw notFound(m.errors_not_found_ticket);
  return getMyTicket({ db: o.db, userId: o.userId, id: o.id });
}
