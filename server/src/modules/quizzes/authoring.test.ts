import { ZCheckSlugResponse, ZMyQuizResponse, ZQuizzesResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { it } from '../../test/fixtures.ts';
import { client, createQuiz, person, quizBody, startPlay, uniqueSlug, V2 } from './test-kit.ts';

// Writing quizzes: the address check, validation, editing until someone plays, and privacy of
// a creator's quizzes and stats.

describe('quiz authoring', () => {
  it('checks an address live and refuses a taken one with 409 when saving', async () => {
    const a = await person();
    const quiz = await createQuiz(a.headers);
    const check = async (slug: string, extra = '') =>
      ZCheckSlugResponse.parse(
        (await client.get(`${V2}/quiz/create/check-slug?slug=${slug}${extra}`, a.headers)).json(),
      ).data;
    expect(await check(quiz.slug)).toMatchObject({ available: false });
    expect(await check(quiz.slug, `&quizId=${quiz.id}`)).toMatchObject({ available: true });
    expect(await check(uniqueSlug())).toMatchObject({ available: true, message: 'This address is free' });
    expect(await check('Bad%20Slug')).toMatchObject({ available: false });
    expect(await check('create')).toMatchObject({ available: false });
    const again = await client.post(`${V2}/quiz/create`, quizBody({ slug: quiz.slug }), a.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.slug[0]).toMatch(/already uses this address/);
    expect((await client.get(`${V2}/quiz/create/check-slug?slug=abc`)).statusCode).toBe(401);
  });

  it('validates questions: 1 to 30, 2 to 6 options, exactly one right answer', async () => {
    const a = await person();
    const bad = async (over: Record<string, unknown>) => {
      const res = await client.post(`${V2}/quiz/create`, quizBody(over), a.headers);
      expect(res.statusCode).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect(Object.values(await bad({ questions: [] })).flat()).toContain('Add at least one question');
    const one = { text: 'Which is sweet?', options: ['Sugar'], answer: 0 };
    expect(Object.values(await bad({ questions: [one] })).flat()).toContain('Give 2 to 6 answers');
    const outOfRange = { text: 'Which is sweet?', options: ['Sugar', 'Salt'], answer: 4 };
    expect(Object.values(await bad({ questions: [outOfRange] })).flat()).toContain('Mark the right answer');
    const many = Array.from({ length: 31 }, () => ({
      text: 'Which is sweet?',
      options: ['Sugar', 'Salt'],
      answer: 0,
    }));
    expect(Object.values(await bad({ questions: many })).flat()).toContain('A quiz has at most 30 questions');
    expect(Object.values(await bad({ timeLimitSeconds: 3 })).flat()).toContain('Allow 10 seconds to 2 hours');
  });

  it('is editable until someone plays it; then only publishing changes', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers);
    const edit = (over: Record<string, unknown>) =>
      client.post(
        `${V2}/profile/quizzes/update`,
        {
          id: quiz.id,
          quiz: quizBody({ slug: quiz.slug, ...over }),
        },
        owner.headers,
      );
    const changed = await edit({ title: 'Sweets of the valley' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZMyQuizResponse.parse(changed.json()).data).toMatchObject({
      title: 'Sweets of the valley',
      editable: true,
    });
    const player = await person('Sita Karki');
    await startPlay(player.headers, quiz.slug);
    const refused = await edit({ title: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already played/);
    const hidden = await client.post(
      `${V2}/profile/quizzes/update`,
      {
        id: quiz.id,
        isPublished: false,
      },
      owner.headers,
    );
    expect(ZMyQuizResponse.parse(hidden.json()).data).toMatchObject({ isPublished: false, editable: false });
    expect((await client.get(`${V2}/quiz/${quiz.slug}`)).statusCode).toBe(404);
    const list = ZQuizzesResponse.parse((await client.get(`${V2}/quiz?page=1`)).json()).data.quizzes;
    expect(list.some((q) => q.slug === quiz.slug)).toBe(false);
  });

  it("a stranger cannot read, edit or see the stats of another's quiz (404)", async () => {
    const owner = await person('Ram Shrestha');
    const stranger = await person('Hari Rai');
    const quiz = await createQuiz(owner.headers);
    expect((await client.get(`${V2}/profile/quiz?slug=${quiz.slug}`, stranger.headers)).statusCode).toBe(404);
    expect((await client.get(`${V2}/profile/quizzes/stats/${quiz.slug}`, stranger.headers)).statusCode).toBe(
      404,
    );
    const edit = await client.post(
      `${V2}/profile/quizzes/update`,
      {
        id: quiz.id,
        isPublished: false,
      },
      stranger.headers,
    );
    expect(edit.statusCode).toBe(404);
    const own = await client.get(`${V2}/profile/quiz?slug=${quiz.slug}`, owner.headers);
    expect(ZMyQuizResponse.parse(own.json()).data.questions[0].answer).toBe(1);
    const mine = (await client.get(`${V2}/profile/quizzes`, stranger.headers)).json().data.quizzes;
    expect(mine).toEqual([]);
  });
});
