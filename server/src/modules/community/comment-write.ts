import {
  extractMentions,
  MENTION_SUGGESTIONS,
  type TComment,
  type TCommentTagQuery,
  type TPostCommentBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, eq, inArray, isNotNull, isNull, like, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commentMentions, productComments } from '../../db/schema/community.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { users } from '../auth/tables.ts';
import { findProduct, isUuid } from './shared.ts';

/**
 * Adds a comment or a reply. Threads are one level deep: replying to a reply attaches to the
 * thread's top-level comment and remembers whom it answered. @mentions of existing users are
 * stored in comment_mentions (unknown names stay plain text).
 */
export async function postComment(opts: {
  db: Db;
  auth: AuthContext;
  body: TPostCommentBody;
}): Promise<TComment> {
  const { auth, body } = opts;
  return opts.db.transaction(async (tx) => {
    const product = await findProduct({ db: tx, type: body.type, ref: body.id });
    let parentId: string | null = null;
    let replyToUsername: string | null = null;
    if (body.parentId !== undefined) {
      const found = isUuid(body.parentId)
        ? await tx
            .select({ id: productComments.id, parentId: productComments.parentId, username: users.username })
            .from(productComments)
            .innerJoin(users, eq(users.id, productComments.userId))
            .where(and(eq(productComments.id, body.parentId), eq(productComments.productId, product.id)))
            .limit(1)
        : [];
      const parent = found[0];
      if (!parent) throw notFound(m.errors_not_found_replied_comment);
      parentId = parent.parentId ?? parent.id;
      replyToUsername = parent.parentId ? parent.username : null;
    }
    const names = extractMentions(body.body);
    const mentioned = names.length
      ? await tx
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(sql`lower(${users.username})`, names))
          .orderBy(asc(users.username))
      : [];
    const [row] = await tx
      .insert(productComments)
      .values({ productId: product.id, userId: auth.user.id, parentId, replyToUsername, body: body.body })
      .returning();
    if (mentioned.length)
      await tx
        .insert(commentMentions)
        .values(mentioned.map((m) => ({ commentId: row.id, userId: m.id })))
        .onConflictDoNothing();
    return {
      id: row.id,
      body: row.body,
      user: { username: auth.user.username, name: auth.user.name },
      createdAt: row.createdAt.toISOString(),
      isMine: true,
      isDeleted: false,
      parentId: row.parentId,
      replyToUsername: row.replyToUsername,
      mentions: mentioned.map((m) => m.username),
    };
  });
}

/**
 * Deletes one of the user's own comments (someone else's answers 404). A
 * top-level comment with replies keeps its place with its text wiped; anything else goes, and a
 * wiped thread whose last reply goes goes with it.
 */
export async function deleteComment(opts: { db: Db; auth: AuthContext; commentId: string }) {
  const { auth, commentId } = opts;
  return opts.db.transaction(async (tx) => {
    const found = isUuid(commentId)
      ? await tx
          .select({ id: productComments.id, parentId: productComments.parentId })
          .from(productComments)
          .where(
            and(
              eq(productComments.id, commentId),
              eq(productComments.userId, auth.user.id),
              isNull(productComments.deletedAt),
            ),
          )
          .for('update')
          .limit(1)
      : [];
    const comment = found[0];
    if (!comment) throw notFound(m.errors_not_found_comment);
    if (comment.parentId === null) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(productComments)
        .where(eq(productComments.parentId, comment.id));
      if (n > 0) {
        await tx
          .update(productComments)
          .set({ body: '', deletedAt: sql`now()` })
          .where(eq(productComments.id, comment.id));
        await tx.delete(commentMentions).where(eq(commentMentions.commentId, comment.id));
        return { id: comment.id, removed: false };
      }
      await tx.delete(productComments).where(eq(productComments.id, comment.id));
      return { id: comment.id, removed: true };
    }
    await tx.delete(productComments).where(eq(productComments.id, comment.id));
    const replies = tx
      .select({ one: sql`1` })
      .from(productComments)
      .where(eq(productComments.parentId, comment.parentId));
    await tx
      .delete(productComments)
      .where(
        and(
          eq(productComments.id, comment.parentId),
          isNotNull(productComments.deletedAt),
          notExists(replies),
        ),
      );
    return { id: comment.id, removed: true };
  });
}

/** Up to MENTION_SUGGESTIONS users whose username starts with q, for the @ autocomplete. */
export async function tagUsers(opts: { db: Db; query: TCommentTagQuery }) {
  // The contract allows only [a-z0-9_.]; "_" is a LIKE wildcard, so it is escaped.
  const prefix = `${opts.query.q.replace(/_/g, '\\_')}%`;
  const rows = await opts.db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(like(sql`lower(${users.username})`, prefix))
    .orderBy(asc(sql`length(${users.username})`), asc(users.username))
    .limit(MENTION_SUGGESTIONS);
  return rows;
}
