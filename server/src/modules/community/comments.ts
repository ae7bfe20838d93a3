import {
  COMMENTS_PER_PAGE,
  DELETED_COMMENT_TEXT,
  REPLIES_PER_PAGE,
  REPLIES_PREVIEW,
  type TComment,
  type TCommentThread,
  type TGetCommentsQuery,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productComments } from '../../db/schema/community.ts';
import { notFound } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { findProduct, iso, isUuid, offsetOf } from './shared.ts';

// Mentioned usernames ride along in the same query as an array, so a page never costs one
// query per comment.
const mentionNames = sql<
  string[]
>`array(select mu.username from comment_mentions cm join users mu on mu.id = cm.user_id where cm.comment_id = ${productComments.id} order by mu.username)`;

const commentColumns = {
  id: productComments.id,
  body: productComments.body,
  createdAt: productComments.createdAt,
  deletedAt: productComments.deletedAt,
  parentId: productComments.parentId,
  replyToUsername: productComments.replyToUsername,
  userId: productComments.userId,
  username: users.username,
  name: users.name,
  mentions: mentionNames,
};

type CommentRow = {
  id: string;
  body: string;
  createdAt: Date | string;
  deletedAt: Date | string | null;
  parentId: string | null;
  replyToUsername: string | null;
  userId: string;
  username: string;
  name: string;
  mentions: string[] | null;
};

function toComment(r: CommentRow, viewerId: string | null): TComment {
  const deleted = r.deletedAt !== null;
  return {
    id: r.id,
    body: deleted ? DELETED_COMMENT_TEXT : r.body,
    user: deleted ? null : { username: r.username, name: r.name },
    createdAt: iso(r.createdAt),
    isMine: !deleted && r.userId === viewerId,
    isDeleted: deleted,
    parentId: r.parentId,
    replyToUsername: r.replyToUsername,
    mentions: deleted ? [] : (r.mentions ?? []),
  };
}

/**
 * A page of top-level comments, newest first, each with its first replies (oldest first) and
 * its reply count: 4 queries whatever the page holds (product, count, page, replies).
 */
export async function getComments(opts: { db: Db; query: TGetCommentsQuery; viewerId: string | null }) {
  const { db, query, viewerId } = opts;
  const product = await findProduct({ db, type: query.type, ref: query.id });
  // Comments a moderator hid are off the shop's lists and counts.
  const top = and(
    eq(productComments.productId, product.id),
    isNull(productComments.parentId),
    isNull(productComments.hiddenAt),
  );
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(productComments).where(top),
    db
      .select(commentColumns)
      .from(productComments)
      .innerJoin(users, eq(users.id, productComments.userId))
      .where(top)
      .orderBy(desc(productComments.createdAt), desc(productComments.id))
      .limit(COMMENTS_PER_PAGE)
      .offset(offsetOf(query.page, COMMENTS_PER_PAGE)),
  ]);
  const ids = rows.map((r) => r.id);
  const replies = ids.length ? await repliesPreview(db, ids) : [];
  const byThread = new Map<string, { total: number; items: TComment[] }>();
  for (const r of replies) {
    const thread = byThread.get(r.parentId as string) ?? { total: r.threadTotal, items: [] };
    thread.items.push(toComment(r, viewerId));
    byThread.set(r.parentId as string, thread);
  }
  const items: TCommentThread[] = rows.map((r) => ({
    ...toComment(r, viewerId),
    replyCount: byThread.get(r.id)?.total ?? 0,
    replies: byThread.get(r.id)?.items ?? [],
  }));
  return { items, total: totals[0]?.n ?? 0 };
}

/** The first REPLIES_PREVIEW replies of each thread and each thread's reply count, in one query. */
async function repliesPreview(db: Db, threadIds: string[]) {
  const ranked = db
    .select({
      ...commentColumns,
      rank: sql<number>`row_number() over (partition by ${productComments.parentId} order by ${productComments.createdAt}, ${productComments.id})`.as(
        'rank',
      ),
      threadTotal: sql<number>`count(*) over (partition by ${productComments.parentId})`.as('thread_total'),
      mentions: mentionNames.as('mentions'),
    })
    .from(productComments)
    .innerJoin(users, eq(users.id, productComments.userId))
    .where(and(inArray(productComments.parentId, threadIds), isNull(productComments.hiddenAt)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, REPLIES_PREVIEW))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
  return rows.map((r) => ({ ...r, threadTotal: Number(r.threadTotal) }));
}

/** Replies of one thread, oldest first, REPLIES_PER_PAGE a page: 3 queries. */
export async function getCommentReplies(opts: { db: Db; id: string; page: number; viewerId: string | null }) {
  const { db, page, viewerId } = opts;
  const found = isUuid(opts.id)
    ? await db
        .select({ id: productComments.id, parentId: productComments.parentId })
        .from(productComments)
        .where(eq(productComments.id, opts.id))
        .limit(1)
    : [];
  if (!found[0]) throw notFound(m.errors_not_found_comment);
  // Asked for a reply's id: answer with the thread it belongs to.
  const threadId = found[0].parentId ?? found[0].id;
  const shownReplies = and(eq(productComments.parentId, threadId), isNull(productComments.hiddenAt));
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(productComments).where(shownReplies),
    db
      .select(commentColumns)
      .from(productComments)
      .innerJoin(users, eq(users.id, productComments.userId))
      .where(shownReplies)
      .orderBy(asc(productComments.createdAt), asc(productComments.id))
      .limit(REPLIES_PER_PAGE)
      .offset(offsetOf(page, REPLIES_PER_PAGE)),
  ]);
  return { items: rows.map((r) => toComment(r, viewerId)), total: totals[0]?.n ?? 0 };
}
