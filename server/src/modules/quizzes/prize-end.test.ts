import { QUIZ_ANSWERS_SEEN, ZQuizScoreResponse, ZStaffQuizResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { quizzes } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import {
  approvePrize,
  client,
  DASH,
  person,
  prizeQuiz,
  rightFor,
  scoreOf,
  startPlay,
  submit,
  V2,
  wrongFor,
} from './test-kit.ts';

// Once a player of a prize quiz has been shown its right answers, the quiz's prize is over for
// good: that player can tell the answers to a second account. Turning the prize off and on again,
// or approving it again, must not start paying perfect scores on that quiz.

type Headers = Record<string, string>;
type Prize = Awaited<ReturnType<typeof prizeQuiz>>['prize'];
const send = async (headers: Headers, playId: number, answers: (number | null)[]) =>
  ZQuizScoreResponse.parse((await submit(headers, playId, answers)).json()).data;
/** Staff switch a prize on or off in the dashboard's prize form. */
const switchPrize = (staff: { headers: Headers }, prize: Prize, isActive: boolean) =>
  client.put(
    `${DASH}/prizes/${prize.id}`,
    {
      title: prize.title,
      kind: prize.kind,
      credit: prize.creditPaisa,
      isActive,
    },
    staff.headers,
  );
const stockOf = async (quizId: number) =>
  (await t.db.select({ stock: quizzes.prizeStock }).from(quizzes).where(eq(quizzes.id, quizId)))[0].stock;

describe('a prize quiz whose right answers were shown', () => {
  it('pays no prize again when staff turn its prize back on, and cannot be approved again', async () => {
    const { quiz, prize, staff } = await prizeQuiz(3, 4);
    const a = await person('Aarati Sharma');
    const playA = await startPlay(a.headers, quiz.slug);
    expect((await send(a.headers, playA.playId, wrongFor(playA))).answersHidden).toBe(true);
    // The prize is withdrawn: A's result now shows the right answers.
    expect((await switchPrize(staff, prize, false)).statusCode).toBe(200);
    expect((await scoreOf(a.headers, playA.playId)).answersHidden).toBe(false);
    // Switched on again, the prize still stays off this quiz.
    expect((await switchPrize(staff, prize, true)).statusCode).toBe(200);
    const b = await person('Bikash Thapa');
    const playB = await startPlay(b.headers, quiz.slug);
    expect(await send(b.headers, playB.playId, rightFor(playB))).toMatchObject({
      score: 4,
      prize: null,
      answersHidden: false,
      prizeNote: "Every answer right, but this quiz's prize had been withdrawn before you submitted.",
    });
    expect(await stockOf(quiz.id)).toBe(3);
    expect((await client.get(`${V2}/quiz/${quiz.slug}`)).json().data.prize).toBeNull();
    // Approving it again is refused, and the dashboard knows since when the answers are out.
    const again = await approvePrize(staff, quiz.id, {
      prizeId: prize.id,
      stock: 3,
      questionsPerPlay: 4,
      stockLeft: 3,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QUIZ_ANSWERS_SEEN);
    const seen = ZStaffQuizResponse.parse(
      (await client.get(`${DASH}/quizzes/${quiz.id}`, staff.headers)).json(),
    );
    expect(seen.data.answersShownAt).not.toBeNull();
  });

  it('runs on when its prize was off and on again before any result showed an answer', async () => {
    const { quiz, prize, staff } = await prizeQuiz(2, 4);
    const a = await person('Aarati Sharma');
    const playA = await startPlay(a.headers, quiz.slug);
    await send(a.headers, playA.playId, wrongFor(playA));
    await switchPrize(staff, prize, false);
    await switchPrize(staff, prize, true);
    expect((await scoreOf(a.headers, playA.playId)).answersHidden).toBe(true);
    const b = await person('Bikash Thapa');
    const playB = await startPlay(b.headers, quiz.slug);
    expect((await send(b.headers, playB.playId, rightFor(playB))).prize?.title).toBe(prize.title);
    expect(await stockOf(quiz.id)).toBe(1);
  });
});
