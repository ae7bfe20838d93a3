import { QUIZ_ANSWERS_SEEN, questionsPerPlayProblem, type ZQuizPrizeDecisionBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { quizPlays } from '../../db/schema/quizzes.ts';
import { AppError, digits } from '../../lib/errors.ts';
import { prizes } from '../prizes/tables.ts';
import { prizeRunning } from './draw.ts';
import type { QuizRow } from './reads.ts';

// What a prize needs before staff can approve it. Run with the quiz's row locked, which a start
// shares, so no play begins between these checks and the change.

export async function checkApproval(
  tx: Tx,
  row: QuizRow,
  body: z.output<typeof ZQuizPrizeDecisionBody>,
): Promise<void> {
  const [prize] = await tx
    .select({ active: prizes.isActive })
    .from(prizes)
    .where(eq(prizes.id, body.prizeId ?? 0));
  if (!prize?.active)
    throw new AppError('prize_gone', m.errors_fun_choose_active_prize(), 400, {
      prizeId: [m.errors_fun_choose_active_prize()],
    });
  const problem = questionsPerPlayProblem(body.questionsPerPlay, row.questions.length);
  if (problem) throw new AppError('invalid', problem, 400, { questionsPerPlay: [problem] });
  const [played] = await tx
    .select({ id: quizPlays.id })
    .from(quizPlays)
    .where(eq(quizPlays.quizId, row.id))
    .limit(1);
  if (played) {
    // Once played, only a prize still running may change (its prize or stock): otherwise players
    // have been shown the answers, and every play so far drew its questions by the old number.
    const [current] = row.prizeId
      ? await tx.select({ active: prizes.isActive }).from(prizes).where(eq(prizes.id, row.prizeId))
      : [];
    if (!prizeRunning(row, current?.active ?? null))
      throw new AppError('answers_seen', QUIZ_ANSWERS_SEEN, 409);
    if (body.questionsPerPlay !== row.questionsPerPlay) {
      const message = `Plays have already drawn ${row.questionsPerPlay ?? row.questions.length} questions each; keep that number so every player answers as many.`;
      throw new AppError('draw_fixed', message, 409, { questionsPerPlay: [message] });
    }
  }
  // Approving again sets the stock anew, from a form loaded a while ago: it must still show the
  // stock as it is, or the prizes won since then would be handed out a second time.
  if (row.prizeState === 'approved' && body.stockLeft !== row.prizeStock) {
    const message =
      body.stockLeft === null
        ? m.errors_staff_prizes_left_send({ count: digits(row.prizeStock) })
        : m.errors_staff_prizes_left_changed({ count: digits(row.prizeStock), seen: digits(body.stockLeft) });
    // The field's own words say the number now: its hint, which said it too, gives way to them.
    throw new AppError('stock_changed', message, 409, {
      stock: [`Changed since this form was loaded: ${row.prizeStock} left now`],
    });
  }
}
