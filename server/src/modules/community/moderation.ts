import type { TPostReportBody, TReportedItem, TReportReason, TReportsQuery } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

type TReportTargetType = TPostReportBody['targetType'];

import { REPORTS_PER_PAGE } from '@upahar/contract';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  contentReports,
  productAnswers,
  productComments,
  productQuestions,
  productReviews,
} from '../../db/schema/community.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { rowsOf } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';
import { refreshRatings } from './reviews.ts';
import { iso } from './shared.ts';

// The admin's side of reports: the queue of reported texts, one entry per item, and hiding,
// restoring and dismissing. Hidden texts stay in their tables (the admin still reads them here);
// the storefront's queries leave them out.

const TABLES = {
  review: productReviews,
  question: productQuestions,
  answer: productAnswers,
  comment: productComments,
} as const;
const NOT_HIDDEN = {
  review: m.errors_community_review_not_hidden,
  question: m.errors_community_question_not_hidden,
  answer: m.errors_community_answer_not_hidden,
  comment: m.errors_community_comment_not_hidden,
};
const NO_REPORTS = {
  review: m.errors_community_review_no_reports,
  question: m.errors_community_question_no_reports,
  answer: m.errors_community_answer_no_reports,
  comment: m.errors_community_comment_no_reports,
};
const WHAT = {
  review: m.errors_not_found_review,
  question: m.errors_not_found_question,
  answer: m.errors_not_found_answer,
  comment: m.errors_not_found_comment,
};

type Key = { targetType: TReportTargetType; targetId: string };
type ItemRow = {
  id: string;
  text: string | null;
  author: string;
  productName: string;
  productSlug: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
};

/** The text, author and product of items of one kind, in one query. */
async function loadItems(db: Db, type: TReportTargetType, ids: string[]): Promise<ItemRow[]> {
  if (!ids.length) return [];
  const shared = { author: users.username, productName: products.name, productSlug: products.slug };
  switch (type) {
    case 'review':
      return db
        .select({
          id: productReviews.id,
          text: sql<string>`concat_ws(': ', ${productReviews.title}, ${productReviews.body})`,
          hiddenAt: productReviews.hiddenAt,
          hiddenReason: productReviews.hiddenReason,
          ...shared,
        })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(inArray(productReviews.id, ids));
    case 'question':
      return db
        .select({
          id: productQuestions.id,
          text: productQuestions.body,
          hiddenAt: productQuestions.hiddenAt,
          hiddenReason: productQuestions.hiddenReason,
          ...shared,
        })
        .from(productQuestions)
        .innerJoin(users, eq(users.id, productQuestions.userId))
        .innerJoin(products, eq(products.id, productQuestions.productId))
        .where(inArray(productQuestions.id, ids));
    case 'answer':
      return db
        .select({
          id: productAnswers.id,
          text: productAnswers.body,
          hiddenAt: productAnswers.hiddenAt,
          hiddenReason: productAnswers.hiddenReason,
          ...shared,
        })
        .from(productAnswers)
        .innerJoin(users, eq(users.id, productAnswers.userId))
        .innerJoin(productQuestions, eq(productQuestions.id, productAnswers.questionId))
        .innerJoin(products, eq(products.id, productQuestions.productId))
        .where(inArray(productAnswers.id, ids));
    case 'comment':
      return db
        .select({
          id: productComments.id,
          // A comment its author deleted has its text wiped.
          text: sql<
            string | null
          >`case when ${productComments.deletedAt} is null then ${productComments.body} end`,
          hiddenAt: productComments.hiddenAt,
          hiddenReason: productComments.hiddenReason,
          ...shared,
        })
        .from(productComments)
        .innerJoin(users, eq(users.id, productComments.userId))
        .innerJoin(products, eq(products.id, productComments.productId))
        .where(inArray(productComments.id, ids));
  }
}

type ReportSummary = {
  reasons: TReportReason[];
  details: string[];
  count: number;
  last: Date | string | null;
};

/** The open (or, for hidden items, all) reports of the given items, summed per item. */
async function reportsOf(db: Db, keys: Key[], openOnly: boolean) {
  const byKey = new Map<string, ReportSummary>();
  if (!keys.length) return byKey;
  const rows = await db
    .select({
      targetType: contentReports.targetType,
      targetId: contentReports.targetId,
      reason: contentReports.reason,
      details: contentReports.details,
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .where(
      and(
        inArray(
          contentReports.targetId,
          keys.map((k) => k.targetId),
        ),
        openOnly ? isNull(contentReports.resolvedAt) : undefined,
      ),
    );
  for (const r of rows) {
    const key = `${r.targetType}:${r.targetId}`;
    const s = byKey.get(key) ?? { reasons: [], details: [], count: 0, last: null };
    s.reasons.push(r.reason);
    if (r.details) s.details.push(r.details);
    s.count++;
    if (!s.last || r.createdAt > new Date(s.last)) s.last = r.createdAt;
    byKey.set(key, s);
  }
  return byKey;
}

/** The page of items to show: open reports by how many people reported, or hidden items by date. */
async function pageKeys(db: Db, query: TReportsQuery): Promise<{ keys: Key[]; total: number }> {
  const offset = (query.page - 1) * REPORTS_PER_PAGE;
  if (query.view === 'open') {
    const open = isNull(contentReports.resolvedAt);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ targetType: contentReports.targetType, targetId: contentReports.targetId })
        .from(contentReports)
        .where(open)
        .groupBy(contentReports.targetType, contentReports.targetId)
        .orderBy(sql`count(*) desc`, sql`max(${contentReports.createdAt}) desc`, contentReports.targetId)
        .limit(REPORTS_PER_PAGE)
        .offset(offset),
      db
        .select({
          total: sql<number>`count(distinct (${contentReports.targetType}, ${contentReports.targetId}))::int`,
        })
        .from(contentReports)
        .where(open),
    ]);
    return { keys: rows, total: Number(total) };
  }
  const hidden = sql`(
    select 'review' as t, id, hidden_at from ${productReviews} where hidden_at is not null
    union all select 'question', id, hidden_at from ${productQuestions} where hidden_at is not null
    union all select 'answer', id, hidden_at from ${productAnswers} where hidden_at is not null
    union all select 'comment', id, hidden_at from ${productComments} where hidden_at is not null
  ) h`;
  const arr = rowsOf<{ t: TReportTargetType; id: string; total: number }>(
    await db.execute(
      sql`select t, id::text, count(*) over ()::int as total from ${hidden}
        order by hidden_at desc, id limit ${REPORTS_PER_PAGE} offset ${offset}`,
    ),
  );
  return { keys: arr.map((r) => ({ targetType: r.t, targetId: r.id })), total: Number(arr[0]?.total ?? 0) };
}

export async function listReports(opts: { db: Db; query: TReportsQuery }) {
  const { db, query } = opts;
  const { keys, total } = await pageKeys(db, query);
  const types = [...new Set(keys.map((k) => k.targetType))];
  const [reports, ...loaded] = await Promise.all([
    reportsOf(db, keys, query.view === 'open'),
    ...types.map((type) =>
      loadItems(
        db,
        type,
        keys.filter((k) => k.targetType === type).map((k) => k.targetId),
      ),
    ),
  ]);
  const itemOf = new Map<string, ItemRow>();
  types.forEach((type, i) => {
    for (const row of loaded[i]) itemOf.set(`${type}:${row.id}`, row);
  });
  const items: TReportedItem[] = keys.map((k) => {
    const key = `${k.targetType}:${k.targetId}`;
    const item = itemOf.get(key);
    const rep = reports.get(key);
    const counts = new Map<TReportReason, number>();
    for (const r of rep?.reasons ?? []) counts.set(r, (counts.get(r) ?? 0) + 1);
    return {
      targetType: k.targetType,
      targetId: k.targetId,
      text: item?.text ?? null,
      author: item?.author ?? null,
      product: item ? { name: item.productName, slug: item.productSlug } : null,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })),
      details: rep?.details ?? [],
      count: rep?.count ?? 0,
      lastReportedAt: rep?.last ? iso(rep.last) : null,
      hidden: item?.hiddenAt ? { at: iso(item.hiddenAt), reason: item.hiddenReason ?? '' } : null,
    };
  });
  return { items, total };
}

/** Hides or shows an item, recording before/after; a review's ratings follow at once. */
async function setHidden(
  tx: Tx,
  type: TReportTargetType,
  id: string,
  hidden: { at: Date; reason: string; by: string } | null,
) {
  const table = TABLES[type];
  const [before] = await tx
    .select({ hiddenAt: table.hiddenAt, hiddenReason: table.hiddenReason })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!before) throw notFound(WHAT[type]);
  const after = { hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null };
  await tx
    .update(table)
    .set({ hiddenAt: after.hiddenAt, hiddenReason: after.hiddenReason, hiddenBy: hidden?.by ?? null })
    .where(eq(table.id, id));
  await recordChange(tx, { entity: type, entityId: id, before, after });
  if (type === 'review') {
    const [review] = await tx
      .select({ productId: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.id, id));
    await refreshRatings(tx, review.productId);
  }
}

const closeReports = (tx: Tx, type: TReportTargetType, id: string) =>
  tx
    .update(contentReports)
    .set({ resolvedAt: sql`now()` })
    .where(
      and(
        eq(contentReports.targetType, type),
        eq(contentReports.targetId, id),
        isNull(contentReports.resolvedAt),
      ),
    )
    .returning({ id: contentReports.id });

/** Hides an item from the shop (its reports are dealt with, so they close). */
export async function hideContent(opts: {
  db: Db;
  adminId: string;
  type: TReportTargetType;
  id: string;
  reason: string;
}) {
  await opts.db.transaction(async (tx) => {
    await setHidden(tx, opts.type, opts.id, { at: new Date(), reason: opts.reason, by: opts.adminId });
    await closeReports(tx, opts.type, opts.id);
  });
}

/** Shows a hidden item again; 409 when it was not hidden. */
export async function restoreContent(opts: { db: Db; type: TReportTargetType; id: string }) {
  await opts.db.transaction(async (tx) => {
    const table = TABLES[opts.type];
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, opts.id), isNotNull(table.hiddenAt)));
    if (!row) throw new AppError('not_found', NOT_HIDDEN[opts.type](), 404);
    await setHidden(tx, opts.type, opts.id, null);
  });
}

/** Closes an item's open reports and leaves the item shown. */
export async function dismissReports(opts: { db: Db; type: TReportTargetType; id: string }) {
  const closed = await opts.db.transaction((tx) => closeReports(tx, opts.type, opts.id));
  if (!closed.length) throw new AppError('not_found', NO_REPORTS[opts.type](), 404);
  return closed.length;
}
