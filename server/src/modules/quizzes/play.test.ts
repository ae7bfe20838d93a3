import { ZQuizPlayResponse, ZQuizScoreResponse, ZQuizStatsResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { prizeAwards, quizzes, userCredits } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import {
  client,
  createQuiz,
  person,
  prizeQuiz,
  quizBody,
  rightFor,
  startPlay,
  submit,
  V2,
  wrongFor,
} from './test-kit.ts';

// Playing: once per quiz, answers never sent before submitting, scored and timed on the server,
// prizes only while the stock lasts.

describe('quiz plays', () => {
  it('sends questions without answers, scores on the server and gives rank and review after', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers);
    const intro = await client.get(`${V2}/quiz/${quiz.slug}`);
    expect(intro.statusCode).toBe(200);
    expect(intro.body).not.toMatch(/"answer"/);
    expect(intro.json().data).toMatchObject({ questionCount: 3, poolSize: 3 });
    const a = await person('Aarati Sharma');
    const started = await client.post(`${V2}/quiz`, { slug: quiz.slug }, a.headers);
    expect(started.body).not.toMatch(/"answer"/);
    const play = ZQuizPlayResponse.parse(started.json()).data;
    // Without a prize a play gets every question, in its own order, options shuffled.
    expect(play.questions.map((q) => q.text).sort()).toEqual(
      quizBody()
        .questions.map((q) => q.text)
        .sort(),
    );
    const yomari = play.questions.find((q) => q.text === 'Yomari is eaten at which festival?');
    expect([...(yomari?.options ?? [])].sort()).toEqual(['Holi', 'Teej', 'Tihar', 'Yomari Punhi']);
    const before = ZQuizScoreResponse.parse(
      (await client.get(`${V2}/quiz/score/${play.playId}`, a.headers)).json(),
    ).data;
    expect(before).toMatchObject({ submitted: false, review: null, rank: null });
    const right = rightFor(play);
    const wrong = wrongFor(play);
    const res = await submit(a.headers, play.playId, [right[0], wrong[1], null]);
    const score = ZQuizScoreResponse.parse(res.json()).data;
    expect(score).toMatchObject({ submitted: true, score: 1, total: 3, rank: 1, players: 1, prize: null });
    // No prize to win: the right answers are shown at once, in the order this play showed them.
    expect(score.answersHidden).toBe(false);
    expect(score.review?.map((r) => [r.text, r.answer, r.chosen, r.right])).toEqual([
      [play.questions[0].text, right[0], right[0], true],
      [play.questions[1].text, right[1], wrong[1], false],
      [play.questions[2].text, right[2], null, false],
    ]);
    const b = await person('Bikash Thapa');
    const playB = await startPlay(b.headers, quiz.slug);
    const scoreB = ZQuizScoreResponse.parse(
      (await submit(b.headers, playB.playId, rightFor(playB))).json(),
    ).data;
    expect(scoreB).toMatchObject({ score: 3, rank: 1, players: 2 });
    const again = ZQuizScoreResponse.parse(
      (await client.get(`${V2}/quiz/score/${play.playId}`, a.headers)).json(),
    ).data;
    expect(again.rank).toBe(2);
    // Somebody else's play is nobody's business.
    expect((await client.get(`${V2}/quiz/score/${play.playId}`, b.headers)).statusCode).toBe(404);
    const stats = ZQuizStatsResponse.parse(
      (await client.get(`${V2}/profile/quizzes/stats/${quiz.slug}`, owner.headers)).json(),
    ).data;
    expect(stats).toMatchObject({ plays: 2, averageScore: 2 });
    expect(Object.fromEntries(stats.questions.map((q) => [q.text, q.rightRate]))).toEqual({
      [play.questions[0].text]: 1,
      [play.questions[1].text]: 0.5,
      [play.questions[2].text]: 0.5,
    });
    expect(stats.top.map((x) => x.name)).toEqual(['Bikash T.', 'Aarati S.']);
  });

  it('plays once: a second start after submitting and a second submit are 409; the owner cannot play', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers);
    const own = await client.post(`${V2}/quiz`, { slug: quiz.slug }, owner.headers);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/your own quiz/);
    const a = await person();
    const first = await startPlay(a.headers, quiz.slug);
    // Starting again before submitting resumes the same play, clock running.
    expect((await startPlay(a.headers, quiz.slug)).playId).toBe(first.playId);
    const both = await Promise.all([
      submit(a.headers, first.playId, rightFor(first)),
      submit(a.headers, first.playId, rightFor(first)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const replay = await client.post(`${V2}/quiz`, { slug: quiz.slug }, a.headers);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toMatch(/already taken this quiz/);
  });

  it('counts nothing submitted after the time limit and its grace', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers, { timeLimitSeconds: 60 });
    const start = freezeClock(new Date('2025-06-11T06:00:00Z'));
    const a = await person();
    const b = await person('Bikash Thapa');
    const playA = await startPlay(a.headers, quiz.slug);
    const playB = await startPlay(b.headers, quiz.slug);
    expect(playA.deadline).toBe('2025-06-11T06:01:00.000Z');
    // Within the grace after the deadline: counted.
    freezeClock(new Date(start.getTime() + 63_000));
    const inTime = ZQuizScoreResponse.parse(
      (await submit(a.headers, playA.playId, rightFor(playA))).json(),
    ).data;
    expect(inTime).toMatchObject({ score: 3, timedOut: false });
    freezeClock(new Date(start.getTime() + 90_000));
    const late = ZQuizScoreResponse.parse(
      (await submit(b.headers, playB.playId, rightFor(playB))).json(),
    ).data;
    expect(late).toMatchObject({ score: 0, timedOut: true, prize: null });
    expect(clock.now().getTime()).toBe(start.getTime() + 90_000);
  });

  it('parallel perfect submissions never win more prizes than the stock', async () => {
    const { quiz, prize } = await prizeQuiz(2);
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => person(`Player ${i} Rai`)));
    const plays = await Promise.all(players.map((p) => startPlay(p.headers, quiz.slug)));
    const results = await Promise.all(
      players.map((p, i) => submit(p.headers, plays[i].playId, rightFor(plays[i]))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const scores = results.map((r) => ZQuizScoreResponse.parse(r.json()).data);
    expect(scores.filter((s) => s.prize).length).toBe(2);
    expect(scores.filter((s) => s.prizeNote?.match(/all been won/)).length).toBe(4);
    const [left] = await t.db
      .select({ stock: quizzes.prizeStock })
      .from(quizzes)
      .where(eq(quizzes.id, quiz.id));
    expect(left.stock).toBe(0);
    const awards = await t.db.select().from(prizeAwards).where(eq(prizeAwards.prizeId, prize.id));
    expect(awards).toHaveLength(2);
    // The credit is in the winner's wallet at once, and on their prizes list.
    const winner = players[scores.findIndex((s) => s.prize)];
    const credits = await t.db.select().from(userCredits).where(eq(userCredits.userId, winner.user.id));
    expect(credits.map((c) => c.amountPaisa)).toEqual([20_000]);
    const mine = (await client.get(`${V2}/profile/prizes`, winner.headers)).json().data.prizes;
    expect(mine[0]).toMatchObject({ source: 'quiz', title: prize.title });
  });

  it('a score below full wins nothing even with stock left', async () => {
    const { quiz } = await prizeQuiz(5);
    const a = await person();
    const play = await startPlay(a.headers, quiz.slug);
    const answers = rightFor(play);
    answers[3] = wrongFor(play)[3];
    const res = ZQuizScoreResponse.parse((await submit(a.headers, play.playId, answers)).json()).data;
    expect(res).toMatchObject({ score: 3, total: 4, prize: null });
    // Said in words, not left to guess.
    expect(res.prizeNote).toBe('The prize goes to players who get every answer right; you got 3 of 4.');
    const intro = (await client.get(`${V2}/quiz/${quiz.slug}`)).json().data;
    expect(intro.prize).toMatchObject({ left: 5 });
  });
});
