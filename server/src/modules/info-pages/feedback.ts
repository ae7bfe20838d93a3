import {
  FEEDBACK_PER_PAGE,
  type TFeedbackBody,
  type TFeedbackMessage,
  type TFeedbackState,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { feedbackMessages } from '../../db/schema/feedback.ts';
import { notFound } from '../../lib/errors.ts';
import { setHandled } from '../../lib/handled.ts';
import { containing } from '../../lib/like.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { mailFeedback } from './mails.ts';

/** Keeps a contact-form message and tells the admins, in one transaction. */
export async function recordFeedback(o: {
  db: Db;
  userId: string | null;
  body: TFeedbackBody;
  publicUrl: string;
}) {
  const { phone, orderNumber, ...rest } = o.body;
  await o.db.transaction(async (tx) => {
    await tx
      .insert(feedbackMessages)
      .values({ ...rest, phone: phone ?? null, orderNumber: orderNumber ?? null, userId: o.userId });
    await mailFeedback(tx, o.body, o.publicUrl);
  });
}

const handler = alias(users, 'handler');

const columns = {
  id: feedbackMessages.id,
  name: feedbackMessages.name,
  email: feedbackMessages.email,
  phone: feedbackMessages.phone,
  subject: feedbackMessages.subject,
  orderNumber: feedbackMessages.orderNumber,
  message: feedbackMessages.message,
  hasAccount: sql<boolean>`${feedbackMessages.userId} is not null`,
  createdAt: feedbackMessages.createdAt,
  handledAt: feedbackMessages.handledAt,
  handledBy: handler.name,
};

type Row = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  orderNumber: string | null;
  message: string;
  hasAccount: boolean;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
};

const toMessage = (r: Row): TFeedbackMessage => ({
  ...r,
  subject: r.subject as TFeedbackMessage['subject'],
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt ? r.handledAt.toISOString() : null,
});

const stateFilter: Record<TFeedbackState, SQL | undefined> = {
  open: isNull(feedbackMessages.handledAt),
  handled: isNotNull(feedbackMessages.handledAt),
  all: undefined,
};

/** A page of messages, newest first, with the count of open ones for the queue's badge. */
export async function listFeedback(o: {
  db: Db;
  query: { state: TFeedbackState; q?: string; page: number };
}) {
  const { state, q, page } = o.query;
  const like = q ? containing(q) : '';
  const words = q
    ? or(
        ilike(feedbackMessages.name, like),
        ilike(feedbackMessages.email, like),
        ilike(feedbackMessages.orderNumber, like),
        ilike(feedbackMessages.message, like),
      )
    : undefined;
  const where = and(stateFilter[state], words);
  const [rows, [counts]] = await Promise.all([
    o.db
      .select(columns)
      .from(feedbackMessages)
      .leftJoin(handler, eq(handler.id, feedbackMessages.handledBy))
      .where(where)
      .orderBy(desc(feedbackMessages.createdAt), desc(feedbackMessages.id))
      .limit(FEEDBACK_PER_PAGE)
      .offset((page - 1) * FEEDBACK_PER_PAGE),
    o.db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
        open: sql<number>`count(*) filter (where ${feedbackMessages.handledAt} is null)::int`,
      })
      .from(feedbackMessages),
  ]);
  return {
    messages: (rows as Row[]).map(toMessage),
    total: Number(counts?.total ?? 0),
    open: Number(counts?.open ?? 0),
  };
}

async function findFeedback(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(feedbackMessages)
    .leftJoin(handler, eq(handler.id, feedbackMessages.handledBy))
    .where(eq(feedbackMessages.id, id));
  if (!row) throw notFound(m.errors_not_found_message);
  return toMessage(row as Row);
}

/** Marks a message handled by this admin, or open again; the audit log keeps both states. */
export async function markFeedback(o: { db: Db; id: string; adminId: string; handled: boolean }) {
  await o.db.transaction(async (tx) => {
    const change = await setHandled(tx, feedbackMessages, o);
    if (change) await recordChange(tx, { entity: 'feedback-message', entityId: o.id, ...change });
  });
  return findFeedback(o.db, o.id);
}
