import type { TStaffTicketSummary, TTicketMessage, TTicketSummary } from '@upahar/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  supportTicketImages,
  supportTicketMessages,
  supportTickets,
} from '../../db/schema/support-tickets.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { orderParts, orders } from '../orders/tables.ts';
import { uploads } from '../uploads/tables.ts';

// Tickets as both sides read them. One query for the page of tickets, then one each for their
// last messages, message counts and stores, whatever the page size.

const EXCERPT = 140;
const excerpt = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
};

const assignees = alias(users, 'assignee');

/** Tickets matching `where`, in `order`, with everything a list shows (staff fields included). */
export async function loadTicketSummaries(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number; order: SQL[] } = { limit: 1, offset: 0, order: [] },
): Promise<TStaffTicketSummary[]> {
  const rows = await db
    .select({
      t: supportTickets,
      orderNumber: orders.number,
      customerName: users.name,
      customerEmail: users.email,
      assigneeName: assignees.name,
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(orders, eq(orders.id, supportTickets.orderId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
    .where(where)
    .orderBy(...page.order, desc(supportTickets.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.t.id);
  const orderIds = [...new Set(rows.flatMap((r) => (r.t.orderId ? [r.t.orderId] : [])))];
  const m = supportTicketMessages;
  const [lasts, counts, storeRows] = await Promise.all([
    db
      .selectDistinctOn([m.ticketId], {
        ticketId: m.ticketId,
        side: m.side,
        authorName: m.authorName,
        body: m.body,
        at: m.createdAt,
      })
      .from(m)
      .where(inArray(m.ticketId, ids))
      .orderBy(m.ticketId, desc(m.createdAt), desc(m.id)),
    db
      .select({ ticketId: m.ticketId, n: count() })
      .from(m)
      .where(inArray(m.ticketId, ids))
      .groupBy(m.ticketId),
    orderIds.length
      ? db
          .selectDistinct({ orderId: orderParts.orderId, id: stores.id, name: stores.name })
          .from(orderParts)
          .innerJoin(stores, eq(stores.id, orderParts.storeId))
          .where(inArray(orderParts.orderId, orderIds))
          .orderBy(orderParts.orderId, stores.name)
      : Promise.resolve([]),
  ]);
  const lastOf = new Map(lasts.map((l) => [l.ticketId, l]));
  const countOf = new Map(counts.map((c) => [c.ticketId, c.n]));
  return rows.map(({ t, orderNumber, customerName, customerEmail, assigneeName }) => {
    const last = lastOf.get(t.id);
    return {
      id: t.id,
      reference: t.reference,
      subject: t.subject,
      category: t.category,
      status: t.status,
      order: t.orderId && orderNumber ? { id: t.orderId, number: orderNumber } : null,
      lastMessage: {
        side: last?.side ?? 'customer',
        authorName: last?.authorName ?? customerName,
        excerpt: excerpt(last?.body ?? ''),
        at: (last?.at ?? t.lastMessageAt).toISOString(),
      },
      messageCount: countOf.get(t.id) ?? 0,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
      customer: { id: t.userId, name: customerName, email: customerEmail },
      assignee: t.assigneeId && assigneeName ? { id: t.assigneeId, name: assigneeName } : null,
      stores: storeRows.filter((s) => s.orderId === t.orderId).map((s) => ({ id: s.id, name: s.name })),
    };
  });
}

/** What the shopper's list shows: no staff fields. */
export const forCustomer = (s: TStaffTicketSummary): TTicketSummary => ({
  id: s.id,
  reference: s.reference,
  subject: s.subject,
  category: s.category,
  status: s.status,
  order: s.order,
  lastMessage: s.lastMessage,
  messageCount: s.messageCount,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

/** Every message of a ticket, oldest first, with its pictures; `mine` is the reader's own. */
export async function loadMessages(
  db: DbOrTx,
  ticketId: string,
  readerId: string,
): Promise<TTicketMessage[]> {
  const m = supportTicketMessages;
  const [messages, images] = await Promise.all([
    db.select().from(m).where(eq(m.ticketId, ticketId)).orderBy(asc(m.createdAt), asc(m.id)),
    db
      .select({
        messageId: supportTicketImages.messageId,
        id: uploads.id,
        url: uploads.path,
        width: uploads.width,
        height: uploads.height,
      })
      .from(supportTicketImages)
      .innerJoin(uploads, eq(uploads.id, supportTicketImages.uploadId))
      .innerJoin(m, eq(m.id, supportTicketImages.messageId))
      .where(eq(m.ticketId, ticketId))
      .orderBy(asc(supportTicketImages.position)),
  ]);
  return messages.map((msg) => ({
    id: msg.id,
    side: msg.side,
    authorName: msg.authorName,
    mine: msg.authorId === readerId,
    body: msg.body,
    images: images
      .filter((i) => i.messageId === msg.id)
      .map(({ id, url, width, height }) => ({ id, url, width, height })),
    createdAt: msg.createdAt.toISOString(),
  }));
}

/** The ticket `id` if `scope` lets the reader see it; null otherwise (a 404 to them). */
export async function findTicket(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), scope))
    .limit(1);
  return row ?? null;
}

/** Tickets about an order with a part from one of `storeIds` (a subquery of store ids). */
export const aboutStores = (storeIds: SQL) =>
  sql`exists (select 1 from ${orderParts} where ${orderParts.orderId} = ${supportTickets.orderId}
    and ${orderParts.storeId} in ${storeIds})`;
