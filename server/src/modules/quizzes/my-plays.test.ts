import { ZMyQuizPlaysResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { it } from '../../test/fixtures.ts';
import { client, createQuiz, person, prizeQuiz, rightFor, startPlay, submit, V2 } from './test-kit.ts';

// A player finds their scores again without the result's address: "my plays", and a second start
// answering 409 points there.

describe('my quiz plays', () => {
  it('lists my plays newest first, narrows them to one quiz and shows nobody else', async () => {
    const owner = await person('Ram Shrestha');
    const plain = await createQuiz(owner.headers, { title: 'Festivals of Nepal' });
    const { quiz: prized, prize } = await prizeQuiz(2, 4);
    const me = await person('Aarati Sharma');
    const first = await startPlay(me.headers, plain.slug);
    await submit(me.headers, first.playId, [null, null, null]);
    const second = await startPlay(me.headers, prized.slug);
    await submit(me.headers, second.playId, rightFor(second));
    const stranger = await person('Hari Rai');
    const started = await startPlay(stranger.headers, plain.slug);

    const list = async (headers: Record<string, string>, query = '') =>
      ZMyQuizPlaysResponse.parse((await client.get(`${V2}/profile/quiz-plays${query}`, headers)).json()).data
        .plays;
    const mine = await list(me.headers);
    expect(mine.map((p) => [p.playId, p.quiz.title, p.score, p.total, p.prize])).toEqual([
      [second.playId, 'Sweets of Kathmandu', 4, 4, prize.title],
      [first.playId, 'Festivals of Nepal', 0, 3, null],
    ]);
    expect(mine.every((p) => p.submitted && p.submittedAt)).toBe(true);
    expect((await list(me.headers, `?slug=${plain.slug}`)).map((p) => p.playId)).toEqual([first.playId]);
    // A play not yet submitted is listed too, to be resumed.
    expect(await list(stranger.headers)).toEqual([
      expect.objectContaining({ playId: started.playId, submitted: false, submittedAt: null }),
    ]);
    expect((await client.get(`${V2}/profile/quiz-plays`)).statusCode).toBe(401);

    // Starting again after submitting is refused; my plays of that quiz lead to the result.
    const again = await client.post(`${V2}/quiz`, { slug: plain.slug }, me.headers);
    expect(again.statusCode).toBe(409);
    const [play] = await list(me.headers, `?slug=${plain.slug}`);
    const result = await client.get(`${V2}/quiz/score/${play.playId}`, me.headers);
    expect(result.json().data).toMatchObject({ submitted: true, score: 0, total: 3 });
  });
});
