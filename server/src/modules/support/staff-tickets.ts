import {
  STAFF_TICKETS_PER_PAGE,
  TICKET_STATUSES,
  type TStaffTicket,
  type TTicketStatus,
  type ZStaffReplyBody,
  type ZStaffTicketChangeBody,
  type ZStaffTicketsQuery,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { supportTicketMessages, supportTickets } from '../../db/schema/support-tickets.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containing } from '../../lib/like.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { orderParts } from '../orders/tables.ts';
import { CATALOGUE_ROLES, storesOf } from '../stores/index.ts';
import { mailStaffReplied, teamOf } from './mails.ts';
import { aboutStores, findTicket, loadMessages, loadTicketSummaries } from './reads.ts';
import { attachImages } from './ticket-images.ts';

// The team's side of tickets. Admins see every ticket; a store's owner and managers those about
// an order their store has a part of, and answer them in the store's name.

export type Reader = { id: string; name: string; role: string };

/** Which tickets the reader may see: undefined means all of them. */
const scopeOf = (reader: Reader): SQL | undefined =>
  reader.role === 'admin' ? undefined : aboutStores(storesOf(reader.id, CATALOGUE_ROLES));

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

export async function listStaffTickets(o: {
  db: Db;
  reader: Reader;
  query: z.output<typeof ZStaffTicketsQuery>;
}) {
  const { query, reader } = o;
  const base: SQL[] = [];
  const scope = scopeOf(reader);
  if (scope) base.push(scope);
  if (query.mine) base.push(eq(supportTickets.assigneeId, reader.id));
  if (query.q) {
    const like = containing(query.q);
    base.push(
      or(
        ilike(supportTickets.subject, like),
        ilike(supportTickets.reference, like),
        ilike(users.name, like),
        ilike(users.email, like),
      ) as SQL,
    );
  }
  const where = and(...base, query.status ? eq(supportTickets.status, query.status) : undefined);
  // The queue: open tickets first, then those waiting for the customer, then the closed.
  const statusOrder = sql`array_position(array['open','waiting','closed']::ticket_status[], ${supportTickets.status})`;
  const [tickets, [{ total }], byStatus] = await Promise.all([
    loadTicketSummaries(o.db, where, {
      limit: STAFF_TICKETS_PER_PAGE,
      offset: (query.page - 1) * STAFF_TICKETS_PER_PAGE,
      order: [statusOrder, desc(supportTickets.lastMessageAt)],
    }),
    o.db
      .select({ total: count() })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where),
    o.db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(and(...base))
      .groupBy(supportTickets.status),
  ]);
  const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<TTicketStatus, number>;
  for (const row of byStatus) counts[row.status] = row.n;
  return { tickets, total, counts };
}

export async function getStaffTicket(o: { db: DbOrTx; reader: Reader; id: string }): Promise<TStaffTicket> {
  const [summary] = await loadTicketSummaries(o.db, and(eq(supportTickets.id, o.id), scopeOf(o.reader)));
  if (!summary) throw notFound(m.errors_not_found_ticket);
  const [messages, team] = await Promise.all([
    loadMessages(o.db, o.id, o.reader.id),
    teamOf(o.db, { orderId: summary.order?.id ?? null }),
  ]);
  return { ...summary, messages, assignable: team.map(({ id, name }) => ({ id, name })) };
}

/** How the reader signs a reply: admins by first name, store people with their store's name. */
async function signature(db: DbOrTx, reader: Reader, orderId: string | null) {
  if (reader.role === 'admin' || !orderId) return { side: 'staff' as const, name: firstName(reader.name) };
  const [store] = await db
    .select({ name: stores.name })
    .from(stores)
    .innerJoin(orderParts, eq(orderParts.storeId, stores.id))
    .where(and(eq(orderParts.orderId, orderId), inArray(stores.id, storesOf(reader.id, CATALOGUE_ROLES))))
    .orderBy(stores.name)
    .limit(1);
  return { side: 'store' as const, name: store?.name ?? firstName(reader.name) };
}

export async function replyAsStaff(o: {
  db: Db;
  reader: Reader;
  id: string;
  body: z.output<typeof ZStaffReplyBody>;
  publicUrl: string;
}): Promise<TStaffTicket> {
  await o.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, o.id, scopeOf(o.reader));
    if (!ticket) throw notFound(m.errors_not_found_ticket);
    const sign = await signature(tx, o.reader, ticket.orderId);
    const now = clock.now();
    const [message] = await tx
      .insert(supportTicketMessages)
      .values({
        ticketId: ticket.id,
        authorId: o.reader.id,
        side: sign.side,
        authorName: sign.name,
        body: o.body.message,
        createdAt: now,
      })
      .returning({ id: supportTicketMessages.id });
    await attachImages(tx, o.reader.id, message.id, o.body.imageIds);
    const closed = o.body.status === 'closed';
    const after = {
      status: o.body.status,
      closedAt: closed ? now : null,
      // Whoever answers an unassigned ticket takes it, so the customer's reply reaches them.
      assigneeId: ticket.assigneeId ?? o.reader.id,
      lastMessageAt: now,
      updatedAt: now,
    };
    await tx.update(supportTickets).set(after).where(eq(supportTickets.id, ticket.id));
    await recordChange(tx, {
      entity: 'support_ticket',
      entityId: ticket.id,
      before: { status: ticket.status, assigneeId: ticket.assigneeId },
      after: { status: after.status, assigneeId: after.assigneeId, replied: true },
    });
    await mailStaffReplied(tx, ticket, {
      authorName: sign.name,
      body: o.body.message,
      pictures: o.body.imageIds.length,
      closed,
      url: o.publicUrl,
    });
  });
  return getStaffTicket({ db: o.db, reader: o.reader, id: o.id });
}

export async function changeTicket(o: {
  db: Db;
  reader: Reader;
  id: string;
  body: z.output<typeof ZStaffTicketChangeBody>;
}): Promise<TStaffTicket> {
  await o.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, o.id, scopeOf(o.reader));
    if (!ticket) throw notFound(m.errors_not_found_ticket);
    const { status, assigneeId } = o.body;
    if (assigneeId) {
      const team = await teamOf(tx, ticket);
      if (!team.some((p) => p.id === assigneeId))
        throw new AppError('bad_assignee', m.errors_community_choose_assignee(), 400, {
          assigneeId: [m.errors_community_choose_assignee()],
        });
    }
    const now = clock.now();
    const after = {
      status: status ?? ticket.status,
      assigneeId: assigneeId === undefined ? ticket.assigneeId : assigneeId,
      closedAt: (status ?? ticket.status) === 'closed' ? (ticket.closedAt ?? now) : null,
      updatedAt: now,
    };
    await tx.update(supportTickets).set(after).where(eq(supportTickets.id, ticket.id));
    await recordChange(tx, {
      entity: 'support_ticket',
      entityId: ticket.id,
      before: { status: ticket.status, assigneeId: ticket.assigneeId },
      after: { status: after.status, assigneeId: after.assigneeId },
    });
  });
  return getStaffTicket({ db: o.db, reader: o.reader, id: o.id });
}
