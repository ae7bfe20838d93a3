import {
  QUESTIONS_PER_PAGE,
  type TAnswer,
  type TGetQuestionsQuery,
  type TPostAnswerBody,
  type TPostQuestionBody,
  type TQuestion,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productAnswers, productQuestions } from '../../db/schema/community.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { users } from '../auth/tables.ts';
import { products, stores } from '../catalog/tables.ts';
import { findProduct, iso, isUuid, offsetOf } from './shared.ts';

/** A page of questions, newest first, each with all its answers (seller's first): 4 queries. */
export async function getQuestions(opts: { db: Db; query: TGetQuestionsQuery }) {
  const { db, query } = opts;
  const product = await findProduct({ db, type: query.type, ref: query.id });
  // Items a moderator hid are off the shop's lists and counts.
  const shownQuestions = and(eq(productQuestions.productId, product.id), isNull(productQuestions.hiddenAt));
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(productQuestions).where(shownQuestions),
    db
      .select({
        id: productQuestions.id,
        body: productQuestions.body,
        createdAt: productQuestions.createdAt,
        username: users.username,
        name: users.name,
      })
      .from(productQuestions)
      .innerJoin(users, eq(users.id, productQuestions.userId))
      .where(shownQuestions)
      .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
      .limit(QUESTIONS_PER_PAGE)
      .offset(offsetOf(query.page, QUESTIONS_PER_PAGE)),
  ]);
  const ids = rows.map((r) => r.id);
  const answers = ids.length
    ? await db
        .select({
          id: productAnswers.id,
          questionId: productAnswers.questionId,
          body: productAnswers.body,
          isSeller: productAnswers.isSeller,
          createdAt: productAnswers.createdAt,
          username: users.username,
          name: users.name,
        })
        .from(productAnswers)
        .innerJoin(users, eq(users.id, productAnswers.userId))
        .where(and(inArray(productAnswers.questionId, ids), isNull(productAnswers.hiddenAt)))
        .orderBy(desc(productAnswers.isSeller), asc(productAnswers.createdAt))
    : [];
  const byQuestion = new Map<string, TAnswer[]>();
  for (const a of answers) {
    const list = byQuestion.get(a.questionId) ?? [];
    list.push({
      id: a.id,
      body: a.body,
      isSeller: a.isSeller,
      createdAt: iso(a.createdAt),
      user: { username: a.username, name: a.name },
    });
    byQuestion.set(a.questionId, list);
  }
  const items: TQuestion[] = rows.map((r) => ({
    id: r.id,
    body: r.body,
    createdAt: iso(r.createdAt),
    user: { username: r.username, name: r.name },
    answers: byQuestion.get(r.id) ?? [],
  }));
  return { items, total: totals[0]?.n ?? 0 };
}

export async function postQuestion(opts: {
  db: Db;
  auth: AuthContext;
  body: TPostQuestionBody;
}): Promise<TQuestion> {
  const { db, auth, body } = opts;
  const product = await findProduct({ db, type: body.type, ref: body.id });
  const [row] = await db
    .insert(productQuestions)
    .values({ productId: product.id, userId: auth.user.id, body: body.body })
    .returning();
  return {
    id: row.id,
    body: row.body,
    createdAt: iso(row.createdAt),
    user: { username: auth.user.username, name: auth.user.name },
    answers: [],
  };
}

/** Anyone signed in may answer; the answer is marked as the seller's when they own the store. */
export async function postAnswer(opts: {
  db: Db;
  auth: AuthContext;
  body: TPostAnswerBody;
}): Promise<TAnswer> {
  const { db, auth, body } = opts;
  const found = isUuid(body.questionId)
    ? await db
        .select({ id: productQuestions.id, ownerUserId: stores.ownerUserId })
        .from(productQuestions)
        .innerJoin(products, eq(products.id, productQuestions.productId))
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(eq(productQuestions.id, body.questionId))
        .limit(1)
    : [];
  const question = found[0];
  if (!question) throw notFound(m.errors_not_found_question);
  const [row] = await db
    .insert(productAnswers)
    .values({
      questionId: question.id,
      userId: auth.user.id,
      body: body.body,
      isSeller: question.ownerUserId === auth.user.id,
    })
    .returning();
  return {
    id: row.id,
    body: row.body,
    isSeller: row.isSeller,
    createdAt: iso(row.createdAt),
    user: { username: auth.user.username, name: auth.user.name },
  };
}
