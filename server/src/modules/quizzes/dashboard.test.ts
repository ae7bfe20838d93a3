import { ZStaffQuizResponse, ZStaffQuizzesResponse } from '@upahar/contract';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, outbox } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { admin, api, createPrize, createQuiz, DASH, person, V2 } from './test-kit.ts';

// The admins' side: prize requests to decide, hiding a quiz, e-mails and the audit log.

describe('quizzes in the dashboard', () => {
  it('lists prize requests, approves one with a prize and stock, e-mails the creator and audits it', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers, { wantsPrize: true, title: 'Festival foods of Nepal' });
    const staff = await admin();
    const awaiting = ZStaffQuizzesResponse.parse(
      (await api('GET', `${DASH}/quizzes?filter=awaiting&q=${quiz.slug}`, staff.headers)).json(),
    ).data.quizzes;
    expect(awaiting.map((q) => q.id)).toEqual([quiz.id]);
    expect(awaiting[0]).toMatchObject({ prizeState: 'requested', owner: { name: 'Ram Shrestha' } });
    const missing = await api('POST', `${DASH}/quizzes/${quiz.id}/prize`, staff.headers, {
      decision: 'approve',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.prizeId).toEqual(['Choose the prize']);
    const prize = await createPrize();
    const res = await api('POST', `${DASH}/quizzes/${quiz.id}/prize`, staff.headers, {
      decision: 'approve',
      prizeId: prize.id,
      stock: 3,
      note: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZStaffQuizResponse.parse(res.json()).data).toMatchObject({
      prizeState: 'approved',
      prizeId: prize.id,
      prizeStock: 3,
    });
    const approved = ZStaffQuizzesResponse.parse(
      (await api('GET', `${DASH}/quizzes?filter=approved&q=${quiz.slug}`, staff.headers)).json(),
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
    expect((await api('GET', `${V2}/quiz/${quiz.slug}`)).json().data.prize).toMatchObject({ left: 3 });
  });

  it('rejects with a reason and hides a quiz that breaks the rules', async () => {
    const owner = await person('Ram Shrestha');
    const quiz = await createQuiz(owner.headers, { wantsPrize: true });
    const staff = await admin();
    const noReason = await api('POST', `${DASH}/quizzes/${quiz.id}/prize`, staff.headers, {
      decision: 'reject',
    });
    expect(noReason.json().errors.note).toEqual(['Tell the creator why']);
    const rejected = await api('POST', `${DASH}/quizzes/${quiz.id}/prize`, staff.headers, {
      decision: 'reject',
      note: 'Prizes are for quizzes with at least five questions',
    });
    expect(ZStaffQuizResponse.parse(rejected.json()).data).toMatchObject({ prizeState: 'rejected' });
    const hidden = await api('POST', `${DASH}/quizzes/${quiz.id}/hide`, staff.headers, {
      hidden: true,
      note: 'Copied from another site',
    });
    expect(ZStaffQuizResponse.parse(hidden.json()).data).toMatchObject({ hiddenByStaff: true });
    expect((await api('GET', `${V2}/quiz/${quiz.slug}`)).statusCode).toBe(404);
    const player = await person();
    expect((await api('POST', `${V2}/quiz`, player.headers, { slug: quiz.slug })).statusCode).toBe(404);
    const own = (await api('GET', `${V2}/profile/quiz?slug=${quiz.slug}`, owner.headers)).json().data;
    expect(own).toMatchObject({ hiddenByStaff: true, staffNote: 'Copied from another site' });
  });

  it('only admins review quizzes', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    const shopper = await person();
    expect((await api('GET', `${DASH}/quizzes`, seller.headers)).statusCode).toBe(403);
    expect((await api('GET', `${DASH}/quizzes`, shopper.headers)).statusCode).toBe(403);
    expect((await api('POST', `${DASH}/quizzes/1/hide`, seller.headers, { hidden: true })).statusCode).toBe(
      403,
    );
  });
});
