import type { TPostReportBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contentReports,
  productAnswers,
  productComments,
  productQuestions,
  productReviews,
} from '../../db/schema/community.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { isUuid } from './shared.ts';

const WHAT = {
  review: m.errors_not_found_review,
  question: m.errors_not_found_question,
  answer: m.errors_not_found_answer,
  comment: m.errors_not_found_comment,
};

async function targetExists(db: Db, type: TPostReportBody['targetType'], id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await (type === 'review'
    ? db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.id, id))
    : type === 'question'
      ? db.select({ id: productQuestions.id }).from(productQuestions).where(eq(productQuestions.id, id))
      : type === 'answer'
        ? db.select({ id: productAnswers.id }).from(productAnswers).where(eq(productAnswers.id, id))
        : db
            .select({ id: productComments.id })
            .from(productComments)
            .where(and(eq(productComments.id, id), isNull(productComments.deletedAt))));
  return rows.length > 0;
}

/**
 * Records a report of abuse for the moderators. One per user per target: a repeat is accepted
 * quietly (the reporter sees the same thanks), so reporting twice is harmless.
 */
export async function postReport(opts: { db: Db; auth: AuthContext; body: TPostReportBody }) {
  const { db, auth, body } = opts;
  if (!(await targetExists(db, body.targetType, body.targetId))) throw notFound(WHAT[body.targetType]);
  await db
    .insert(contentReports)
    .values({
      userId: auth.user.id,
      targetType: body.targetType,
      targetId: body.targetId,
      reason: body.reason,
      details: body.details ? body.details : null,
    })
    .onConflictDoNothing();
}
