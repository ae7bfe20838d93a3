import { questionsPerPlayProblem, type ZQuizPrizeDecisionBody } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { prizes, quizPlays } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { prizeRunning } from './draw.ts';
import type { QuizRow } from './view.ts';

// What a prize needs before staff can approve it. Run with the quiz's row locked, which a start
// shares, so no play begins between these checks and the change.

export const ANSWERS_SEEN =
  'People have played this quiz while it had no prize to win, and could see its right answers: a prize now would go to whoever they tell. Reject the request and ask the creator for a new quiz.';

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
    throw new AppError('prize_gone', 'Choose an active prize', 400, { prizeId: ['Choose an active prize'] });
  const problem = questionsPerPlayProblem(body.questionsPerPlay, row.questions.length);
  if (problem) throw new AppError('invalid', problem, 400, { questionsPerPlay: [problem] });
  const [played] = await tx
    .select({ id: quizPlays.id })
    .from(quizPlays)
    .where(eq(quizPlays.quizId, row.id))
    .limit(1);
  if (!played) return;
  // Once played, only a prize still running may change (its prize or stock): otherwise players
  // have been shown the answers, and every play so far drew its questions by the old number.
  const [current] = row.prizeId
    ? await tx.select({ active: prizes.isActive }).from(prizes).where(eq(prizes.id, row.prizeId))
    : [];
  if (!prizeRunning(row, current?.active ?? null)) throw new AppError('answers_seen', ANSWERS_SEEN, 409);
  if (body.questionsPerPlay !== row.questionsPerPlay) {
    const message = `Plays have already drawn ${row.questionsPerPlay ?? row.questions.length} questions each; keep that number so every player answers as many.`;
    throw new AppError('draw_fixed', message, 409, { questionsPerPlay: [message] });
  }
}
