import { ZQuizScoreResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { prizes, quizzes } from '../../db/schema/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { client, person, prizeQuiz, rightFor, scoreOf, startPlay, submit, V2, wrongFor } from './test-kit.ts';

// A prize quiz cannot be won by passing one play's answers to another account: each play draws
// its own questions with the options shuffled, and no play is told which answers were right while
// a prize can still be won. A prize is either given or the result says why not.

type Play = Awaited<ReturnType<typeof startPlay>>;
const send = async (headers: Record<string, string>, play: Play, answers: (number | null)[]) =>
  ZQuizScoreResponse.parse((await submit(headers, play.playId, answers)).json()).data;

describe('fair quiz prizes', () => {
  it("a second account replaying the first one's answers by question text wins nothing", async () => {
    // Six questions, four a play: any two plays share at least two questions.
    const { quiz } = await prizeQuiz(5, 4);
    const a = await person('Aarati Sharma');
    const playA = await startPlay(a.headers, quiz.slug);
    expect(playA.questions).toHaveLength(4);
    const resultA = await send(a.headers, playA, wrongFor(playA));
    expect(resultA).toMatchObject({ score: 0, total: 4, answersHidden: true, prize: null });
    // What A chose stays in A's review; which option was right, and whether A's was, do not.
    expect(resultA.review?.map((r) => [r.answer, r.right])).toEqual(Array(4).fill([null, null]));
    expect(resultA.review?.map((r) => r.options[r.chosen ?? -1])).toEqual(
      playA.questions.map((q, i) => q.options[wrongFor(playA)[i]]),
    );
    // B copies whatever A's review gives away, matched by question text.
    const b = await person('Bikash Thapa');
    const playB = await startPlay(b.headers, quiz.slug);
    const told = new Map(
      (resultA.review ?? []).map((r) => [r.text, r.options[r.answer ?? r.chosen ?? 0]] as const),
    );
    const copied = playB.questions.map((q) => {
      const option = told.get(q.text);
      return option === undefined ? 0 : q.options.indexOf(option);
    });
    const resultB = await send(b.headers, playB, copied);
    expect(resultB.prize).toBeNull();
    expect(resultB.score).toBeLessThan(resultB.total);
    const [left] = await t.db
      .select({ stock: quizzes.prizeStock })
      .from(quizzes)
      .where(eq(quizzes.id, quiz.id));
    expect(left.stock).toBe(5);
  });

  it('shows the right answers once the prizes are over; the winner finds the prize in their list', async () => {
    const { quiz, prize } = await prizeQuiz(1, 4);
    const a = await person('Aarati Sharma');
    const playA = await startPlay(a.headers, quiz.slug);
    await send(a.headers, playA, wrongFor(playA));
    expect((await scoreOf(a.headers, playA.playId)).answersHidden).toBe(true);
    const c = await person('Chandra Rai');
    const playC = await startPlay(c.headers, quiz.slug);
    const won = await submit(c.headers, playC.playId, rightFor(playC));
    expect(won.json().message).toBe(`You won: ${prize.title}`);
    expect(ZQuizScoreResponse.parse(won.json()).data).toMatchObject({
      score: 4,
      prize: { title: prize.title, credit: 20_000 },
      prizeNote: null,
    });
    const mine = (await client.get(`${V2}/profile/prizes`, c.headers)).json().data.prizes;
    expect(mine.map((p: { source: string; title: string }) => [p.source, p.title])).toEqual([
      ['quiz', prize.title],
    ]);
    // Nothing left to win: A now sees the right answers and which of theirs were wrong.
    const after = await scoreOf(a.headers, playA.playId);
    expect(after.answersHidden).toBe(false);
    expect(after.review?.map((r) => [r.answer, r.right])).toEqual(
      rightFor(playA).map((right) => [right, false]),
    );
  });

  it('says why a prize was not won: a wrong answer, too late, withdrawn or none left', async () => {
    const { quiz, prize } = await prizeQuiz(1, 4);
    const players = await Promise.all(['Dipa Lama', 'Ekta Rai', 'Gita Magar'].map((n) => person(n)));
    const plays = await Promise.all(players.map((p) => startPlay(p.headers, quiz.slug)));
    const [wrong, late, afterAll] = players;
    const oneWrong = rightFor(plays[0]);
    oneWrong[2] = wrongFor(plays[0])[2];
    expect((await send(wrong.headers, plays[0], oneWrong)).prizeNote).toBe(
      'The prize goes to players who get every answer right; you got 3 of 4.',
    );
    // The staff take the prize away mid-run: a perfect score after that is told so.
    await t.db.update(prizes).set({ isActive: false }).where(eq(prizes.id, prize.id));
    expect((await send(late.headers, plays[1], rightFor(plays[1]))).prizeNote).toBe(
      "Every answer right, but this quiz's prize had been withdrawn before you submitted.",
    );
    await t.db.update(prizes).set({ isActive: true }).where(eq(prizes.id, prize.id));
    await t.db.update(quizzes).set({ prizeStock: 0 }).where(eq(quizzes.id, quiz.id));
    expect((await send(afterAll.headers, plays[2], rightFor(plays[2]))).prizeNote).toBe(
      'Every answer right, but the prizes for this quiz had all been won before you submitted.',
    );
  });

  it('tells a player whose answers came after the time limit that they could not win', async () => {
    const { quiz } = await prizeQuiz(3, 4);
    await t.db.update(quizzes).set({ timeLimitSeconds: 60 }).where(eq(quizzes.id, quiz.id));
    const start = freezeClock(new Date('2025-06-11T06:00:00Z'));
    const a = await person();
    const play = await startPlay(a.headers, quiz.slug);
    freezeClock(new Date(start.getTime() + 120_000));
    expect(await send(a.headers, play, rightFor(play))).toMatchObject({
      score: 0,
      timedOut: true,
      prize: null,
      prizeNote: 'Your answers reached us after the time limit, so they could not win the prize.',
    });
  });
});
