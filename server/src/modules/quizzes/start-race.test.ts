import { ZQuizScoreResponse, ZQuizStatsResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, onTestFinished } from 'vitest';
import { quizPlays, quizzes } from '../../db/schema/index.ts';
import { onRacePoint } from '../../lib/race-points.ts';
import { it, t } from '../../test/fixtures.ts';
import { blockedOnLock } from '../../test/race.ts';
import {
  admin,
  approvePrize,
  client,
  createPrize,
  createQuiz,
  person,
  quizBody,
  SIX_QUESTIONS,
  startPlay,
  submit,
  V2,
} from './test-kit.ts';

// A play is drawn from the quiz as it is once the play holds the quiz's lock, not from a copy read
// before: staff or the creator may change the quiz while a player presses "Start". And a stored
// draw that does not fit the questions never turns a result or the stats into an error.

/** Runs `change` once, when the next play has found its quiz and is about to start. */
function whileStarting(change: () => Promise<{ statusCode: number; payload: string }>) {
  let done = false;
  onTestFinished(
    onRacePoint('quiz-start:start', async () => {
      if (done) return;
      done = true;
      const res = await change();
      if (res.statusCode !== 200) throw new Error(`change: ${res.statusCode} ${res.payload}`);
    }),
  );
}

const stats = (headers: Record<string, string>, slug: string) =>
  client.get(`${V2}/profile/quizzes/stats/${slug}`, headers);

describe('starting a play while the quiz changes', () => {
  it('a prize approved meanwhile draws as many questions as the prize says', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers, { wantsPrize: true, questions: SIX_QUESTIONS });
    const prize = await createPrize();
    const staff = await admin();
    whileStarting(() => approvePrize(staff, quiz.id, { prizeId: prize.id, stock: 2, questionsPerPlay: 4 }));
    const play = await startPlay((await person()).headers, quiz.slug);
    expect(play.questions).toHaveLength(4);
  });

  it('a prize approved while the play waits for the quiz lock is the one the play draws by', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers, { wantsPrize: true, questions: SIX_QUESTIONS });
    const prize = await createPrize();
    const player = await person();
    let starting: ReturnType<typeof client.post> | undefined;
    // As a prize decision does: the quiz locked, then changed, while the play waits.
    await t.db.transaction(async (tx) => {
      await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quiz.id)).for('update');
      starting = client.post(`${V2}/quiz`, { slug: quiz.slug }, player.headers);
      await blockedOnLock(t.database);
      await tx
        .update(quizzes)
        .set({ prizeState: 'approved', prizeId: prize.id, prizeStock: 2, questionsPerPlay: 4 })
        .where(eq(quizzes.id, quiz.id));
    });
    const res = await (starting as ReturnType<typeof client.post>);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json().data.questions).toHaveLength(4);
  });

  it('questions the creator shortened meanwhile are the ones the play shows, scores and counts', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers);
    const one = quizBody({ slug: quiz.slug, questions: quizBody().questions.slice(0, 1) });
    whileStarting(() =>
      client.post(`${V2}/profile/quizzes/update`, { id: quiz.id, quiz: one }, owner.headers),
    );
    const player = await person();
    const play = await startPlay(player.headers, quiz.slug);
    expect(play.questions.map((q) => q.text)).toEqual([one.questions[0].text]);
    const right = play.questions[0].options.indexOf('Rasbari');
    const res = await submit(player.headers, play.playId, [right]);
    expect(res.statusCode, res.payload).toBe(200);
    expect(ZQuizScoreResponse.parse(res.json()).data).toMatchObject({ score: 1, total: 1 });
    expect((await stats(owner.headers, quiz.slug)).statusCode).toBe(200);
  });

  it('a stored draw that no longer fits the questions still submits, shows its result and counts', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers);
    const player = await person();
    const { playId } = await startPlay(player.headers, quiz.slug);
    // One question that fits, one past the end, one drawn with more options than it has.
    const draw = [
      { q: 0, o: [1, 0, 2] },
      { q: 7, o: [0, 1] },
      { q: 2, o: [0, 1, 2, 3] },
    ];
    await t.db.update(quizPlays).set({ draw }).where(eq(quizPlays.id, playId));
    const resumed = await startPlay(player.headers, quiz.slug);
    expect(resumed.questions).toEqual([
      {
        text: 'Which sweet is made of milk and soaked in syrup?',
        options: ['Rasbari', 'Sel roti', 'Yomari'],
      },
    ]);
    const res = await submit(player.headers, playId, [0]);
    expect(res.statusCode, res.payload).toBe(200);
    // The questions that no longer exist count as not right.
    const result = ZQuizScoreResponse.parse(res.json()).data;
    expect(result).toMatchObject({ score: 1, total: 3 });
    expect(result.review?.map((r) => [r.chosen, r.answer, r.right])).toEqual([[0, 0, true]]);
    const counted = await stats(owner.headers, quiz.slug);
    expect(counted.statusCode, counted.payload).toBe(200);
    expect(ZQuizStatsResponse.parse(counted.json()).data.questions.map((q) => q.rightRate)).toEqual([
      1, 0, 0,
    ]);
  });
});
