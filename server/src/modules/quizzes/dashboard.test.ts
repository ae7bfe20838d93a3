import { QUIZ_ANSWERS_SEEN, ZStaffQuizResponse, ZStaffQuizzesResponse } from '@upahar/contract';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, outbox } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import {
  admin,
  approvePrize,
  client,
  createPrize,
  createQuiz,
  DASH,
  person,
  prizeQuiz,
  rightFor,
  startPlay,
  submit,
  V2,
} from './test-kit.ts';

// The admins' side: prize requests to decide, hiding a quiz, e-mails and the audit log.

describe('quizzes in the dashboard', () => {
  it('lists prize requests, approves one with a prize and stock, e-mails the creator and audits it', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers, { wantsPrize: true, title: 'Festival foods of Nepal' });
    const staff = await admin();
    const awaiting = ZStaffQuizzesResponse.parse(
      (await client.get(`${DASH}/quizzes?filter=awaiting&q=${quiz.slug}`, staff.headers)).json(),
    ).data.quizzes;
    expect(awaiting.map((q) => q.id)).toEqual([quiz.id]);
    expect(awaiting[0]).toMatchObject({ prizeState: 'requested', owner: { name: 'Ram Shrestha' } });
    const missing = await client.post(
      `${DASH}/quizzes/${quiz.id}/prize`,
      {
        decision: 'approve',
      },
      staff.headers,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      prizeId: ['Choose the prize'],
      questionsPerPlay: ['Choose how many questions each play draws'],
    });
    const prize = await createPrize();
    const approve = (questionsPerPlay: number) =>
      client.post(
        `${DASH}/quizzes/${quiz.id}/prize`,
        {
          decision: 'approve',
          prizeId: prize.id,
          stock: 3,
          questionsPerPlay,
          note: '',
        },
        staff.headers,
      );
    // A prize quiz draws fewer questions than it has, so plays get different questions.
    const all = await approve(3);
    expect(all.statusCode).toBe(400);
    expect(all.json().errors.questionsPerPlay).toEqual([
      'This quiz has 3 questions: draw at most 2 per play, so plays get different questions',
    ]);
    const res = await approve(2);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZStaffQuizResponse.parse(res.json()).data).toMatchObject({
      prizeState: 'approved',
      prizeId: prize.id,
      prizeStock: 3,
      questionsPerPlay: 2,
    });
    const approved = ZStaffQuizzesResponse.parse(
      (await client.get(`${DASH}/quizzes?filter=approved&q=${quiz.slug}`, staff.headers)).json(),
    ).data.quizzes;
    expect(approved).toHaveLength(1);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.text, `%${quiz.slug}%`));
    expect(mail.map((m) => m.subject)).toEqual(['A prize for your quiz “Festival foods of Nepal”']);
    const audit = await t.db
      .select()
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'quiz'), eq(auditChanges.entityId, String(quiz.id))));
    expect(audit).toHaveLength(1);
    expect((await client.get(`${V2}/quiz/${quiz.slug}`)).json().data).toMatchObject({
      prize: { left: 3 },
      questionCount: 2,
      poolSize: 3,
    });
  });

  it('takes a prize on a played quiz only while its prize runs, and keeps the number each play draws', async () => {
    const owner = await person('Ram Shrestha');
    const staff = await admin();
    const prize = await createPrize();
    const decide = (id: number, over: Record<string, unknown> = {}) =>
      client.post(
        `${DASH}/quizzes/${id}/prize`,
        {
          decision: 'approve',
          prizeId: prize.id,
          stock: 2,
          questionsPerPlay: 2,
          ...over,
        },
        staff.headers,
      );
    // Played without a prize: its players have seen the right answers.
    const open = await createQuiz(owner.headers, { wantsPrize: true });
    const player = await person();
    const play = await startPlay(player.headers, open.slug);
    await submit(player.headers, play.playId, [0, 0, 0]);
    const late = await decide(open.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QUIZ_ANSWERS_SEEN);
    // Running and played: the stock may change, the number of questions a play draws may not.
    const running = await prizeQuiz(5);
    await startPlay(player.headers, running.quiz.slug);
    const more = await client.post(
      `${DASH}/quizzes/${running.quiz.id}/prize`,
      {
        decision: 'approve',
        prizeId: running.prize.id,
        stock: 9,
        stockLeft: 5,
        questionsPerPlay: 4,
      },
      staff.headers,
    );
    expect(more.statusCode, more.body).toBe(200);
    const fewer = await client.post(
      `${DASH}/quizzes/${running.quiz.id}/prize`,
      {
        decision: 'approve',
        prizeId: running.prize.id,
        stock: 9,
        stockLeft: 9,
        questionsPerPlay: 3,
      },
      staff.headers,
    );
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().errors.questionsPerPlay[0]).toMatch(/already drawn 4 questions each/);
  });

  it("sets a running prize's stock again only from the stock the form showed: prizes won meanwhile stay won", async () => {
    const { quiz, prize, staff } = await prizeQuiz(2, 4);
    const stockNow = async () =>
      ZStaffQuizResponse.parse((await client.get(`${DASH}/quizzes/${quiz.id}`, staff.headers)).json()).data
        .prizeStock;
    // The form shows 2 left; meanwhile a player wins one.
    const winner = await person('Chandra Rai');
    const play = await startPlay(winner.headers, quiz.slug);
    expect((await submit(winner.headers, play.playId, rightFor(play))).json().data.prize).not.toBeNull();
    const again = (stockLeft?: number) =>
      approvePrize(staff, quiz.id, { prizeId: prize.id, stock: 5, questionsPerPlay: 4, stockLeft });
    const stale = await again(2);
    expect(stale.statusCode).toBe(409);
    const message =
      'The number of prizes left changed since this form was loaded: 1 now, not 2. Check the number and approve again.';
    expect(stale.json()).toMatchObject({
      message,
      errors: { stock: ['Changed since this form was loaded: 1 left now'] },
    });
    expect((await again()).statusCode).toBe(409);
    expect(await stockNow()).toBe(1);
    const fresh = await again(1);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await stockNow()).toBe(5);
  });

  it('rejects with a reason and hides a quiz that breaks the rules', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers, { wantsPrize: true });
    const staff = await admin();
    const noReason = await client.post(
      `${DASH}/quizzes/${quiz.id}/prize`,
      {
        decision: 'reject',
      },
      staff.headers,
    );
    expect(noReason.json().errors.note).toEqual(['Tell the creator why']);
    const rejected = await client.post(
      `${DASH}/quizzes/${quiz.id}/prize`,
      {
        decision: 'reject',
        note: 'Prizes are for quizzes with at least five questions',
      },
      staff.headers,
    );
    expect(ZStaffQuizResponse.parse(rejected.json()).data).toMatchObject({ prizeState: 'rejected' });
    const hidden = await client.post(
      `${DASH}/quizzes/${quiz.id}/hide`,
      {
        hidden: true,
        note: 'Copied from another site',
      },
      staff.headers,
    );
    expect(ZStaffQuizResponse.parse(hidden.json()).data).toMatchObject({ hiddenByStaff: true });
    expect((await client.get(`${V2}/quiz/${quiz.slug}`)).statusCode).toBe(404);
    const player = await person();
    expect((await client.post(`${V2}/quiz`, { slug: quiz.slug }, player.headers)).statusCode).toBe(404);
    const own = (await client.get(`${V2}/profile/quiz?slug=${quiz.slug}`, owner.headers)).json().data;
    expect(own).toMatchObject({ hiddenByStaff: true, staffNote: 'Copied from another site' });
  });

  it('only admins review quizzes', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    const shopper = await person();
    expect((await client.get(`${DASH}/quizzes`, seller.headers)).statusCode).toBe(403);
    expect((await client.get(`${DASH}/quizzes`, shopper.headers)).statusCode).toBe(403);
    expect((await client.post(`${DASH}/quizzes/1/hide`, { hidden: true }, seller.headers)).statusCode).toBe(
      403,
    );
  });
});
