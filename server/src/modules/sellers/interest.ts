import {
  SELLER_INTERESTS_PER_PAGE,
  type TSellerInterest,
  type TSellerInterestState,
  type ZSellerInterestBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sellerInterests } from '../../db/schema/sellers.ts';
import { notFound } from '../../lib/errors.ts';
import { setHandled } from '../../lib/handled.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { mailInterest } from './mails.ts';

/** Keeps the message and tells the admins, in one transaction. */
export async function recordInterest(o: {
  db: Db;
  userId: string | null;
  body: z.output<typeof ZSellerInterestBody>;
}) {
  await o.db.transaction(async (tx) => {
    await tx.insert(sellerInterests).values({ ...o.body, userId: o.userId });
    await mailInterest(tx, o.body);
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const handler = alias(users, 'handler');

const interestColumns = {
  id: sellerInterests.id,
  name: sellerInterests.name,
  email: sellerInterests.email,
  phone: sellerInterests.phone,
  businessName: sellerInterests.businessName,
  message: sellerInterests.message,
  hasAccount: sql<boolean>`${sellerInterests.userId} is not null`,
  createdAt: sellerInterests.createdAt,
  handledAt: sellerInterests.handledAt,
  handledBy: handler.name,
};

type Row = {
  [K in keyof typeof interestColumns]: K extends 'createdAt'
    ? Date
    : K extends 'handledAt'
      ? Date | null
      : K extends 'handledBy'
        ? string | null
        : K extends 'hasAccount'
          ? boolean
          : string;
};

const toInterest = (r: Row): TSellerInterest => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt ? r.handledAt.toISOString() : null,
});

const stateFilter: Record<TSellerInterestState, SQL | undefined> = {
  open: isNull(sellerInterests.handledAt),
  handled: isNotNull(sellerInterests.handledAt),
  all: undefined,
};

/** A page of messages, newest first, with the count of open ones for the queue's badge. */
export async function listInterests(o: {
  db: Db;
  query: { state: TSellerInterestState; q?: string; page: number };
}) {
  const { state, q, page } = o.query;
  const words = q
    ? or(
        ilike(sellerInterests.businessName, `%${escapeLike(q)}%`),
        ilike(sellerInterests.name, `%${escapeLike(q)}%`),
        ilike(sellerInterests.email, `%${escapeLike(q)}%`),
      )
    : undefined;
  const where = and(stateFilter[state], words);
  const [rows, [counts]] = await Promise.all([
    o.db
      .select(interestColumns)
      .from(sellerInterests)
      .leftJoin(handler, eq(handler.id, sellerInterests.handledBy))
      .where(where)
      .orderBy(desc(sellerInterests.createdAt), desc(sellerInterests.id))
      .limit(SELLER_INTERESTS_PER_PAGE)
      .offset((page - 1) * SELLER_INTERESTS_PER_PAGE),
    o.db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
        open: sql<number>`count(*) filter (where ${sellerInterests.handledAt} is null)::int`,
      })
      .from(sellerInterests),
  ]);
  return {
    interests: (rows as Row[]).map(toInterest),
    total: Number(counts?.total ?? 0),
    open: Number(counts?.open ?? 0),
  };
}

async function findInterest(db: DbOrTx, id: string) {
  const [row] = await db
    .select(interestColumns)
    .from(sellerInterests)
    .leftJoin(handler, eq(handler.id, sellerInterests.handledBy))
    .where(eq(sellerInterests.id, id));
  if (!row) throw notFound(m.errors_not_found_message);
  return toInterest(row as Row);
}

/** Marks a message handled by this admin, or open again; the audit log keeps both states. */
export async function markInterest(o: { db: Db; id: string; adminId: string; handled: boolean }) {
  await o.db.transaction(async (tx) => {
    const change = await setHandled(tx, sellerInterests, o);
    if (change) await recordChange(tx, { entity: 'seller-interest', entityId: o.id, ...change });
  });
  return findInterest(o.db, o.id);
}
