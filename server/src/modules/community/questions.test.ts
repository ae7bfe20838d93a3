import {
  REPORT_THANKS,
  ZErrorResponse,
  ZGetQuestionsResponse,
  ZMessageResponse,
  ZPostAnswerResponse,
  ZPostQuestionResponse,
} from '@upahar/contract';
import { describe, expect } from 'vitest';
import {
  createAnswer,
  createComment,
  createProduct,
  createQuestion,
  createReview,
  createStore,
  createUser,
} from '../../db/factories/index.ts';
import { contentReports } from '../../db/schema/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

const { get, post } = api(t, { base: '' });
const question = 'Can you deliver this cake to Bhaktapur before 9 am?';

describe('questions and answers', () => {
  it('lists questions newest first with answers, the seller first, in a fixed number of queries', async () => {
    const product = await createProduct(t.db);
    const asker = await createUser(t.db);
    const measure = async () =>
      (await countQueries(t.database, () => get(`/api/V2/questions?id=${product.id}&type=product`))).queries;
    for (let i = 0; i < 11; i++) {
      const q = await createQuestion(t.db, {
        productId: product.id,
        userId: asker.id,
        body: `Question ${i}?`,
        createdAt: new Date(Date.UTC(2026, 2, 1 + i)),
      });
      if (i === 10) {
        await createAnswer(t.db, { questionId: q.id, userId: asker.id, body: 'I think so' });
        await createAnswer(t.db, {
          questionId: q.id,
          userId: asker.id,
          body: 'Yes, we can.',
          isSeller: true,
        });
      }
    }
    const res = await get(`/api/V2/questions?id=${product.id}&type=product`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { data, meta } = ZGetQuestionsResponse.parse(res.json());
    expect(data.items).toHaveLength(10);
    expect(data.items[0].body).toBe('Question 10?');
    expect(data.items[0].answers.map((a) => [a.body, a.isSeller])).toEqual([
      ['Yes, we can.', true],
      ['I think so', false],
    ]);
    expect(meta?.pagination).toMatchObject({ total: 11, totalPages: 2 });
    expect(await measure()).toBe(4);
  });

  it('asks and answers; the store owner is marked as the seller', async () => {
    const seller = await loginAs(t.app, t.db, { name: 'Bikash Maharjan' });
    const store = await createStore(t.db, { ownerUserId: seller.user.id });
    const product = await createProduct(t.db, { storeId: store.id });
    const customer = await loginAs(t.app, t.db);

    expect(
      (await post('/api/V2/question', { id: product.id, type: 'product', body: question })).statusCode,
    ).toBe(401);
    const asked = await post(
      '/api/V2/question',
      { id: product.slug, type: 'product', body: question },
      customer.headers,
    );
    expect(asked.statusCode).toBe(201);
    const q = ZPostQuestionResponse.parse(asked.json()).data.question;
    expect(q).toMatchObject({ body: question, answers: [] });

    const sellerAnswer = await post(
      '/api/V2/answer',
      { questionId: q.id, body: 'Yes, from 8 am.' },
      seller.headers,
    );
    expect(sellerAnswer.statusCode).toBe(201);
    expect(ZPostAnswerResponse.parse(sellerAnswer.json()).data.answer).toMatchObject({
      isSeller: true,
      user: { name: 'Bikash Maharjan' },
    });
    const customerAnswer = await post(
      '/api/V2/answer',
      { questionId: q.id, body: 'They did for me.' },
      customer.headers,
    );
    expect(ZPostAnswerResponse.parse(customerAnswer.json()).data.answer.isSeller).toBe(false);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const product = await createProduct(t.db);
    const { headers } = await loginAs(t.app, t.db);
    const cases: [string, unknown, number][] = [
      ['/api/V2/question', { id: product.id, type: 'product', body: '' }, 400],
      ['/api/V2/question', { id: product.id, type: 'product', body: 'why?' }, 400],
      ['/api/V2/question', { id: product.id, type: 'product', body: 'x'.repeat(501) }, 400],
      ['/api/V2/question', { id: product.id, type: 'flowers', body: question }, 400],
      ['/api/V2/question', { id: 'missing-cake', type: 'product', body: question }, 404],
      ['/api/V2/answer', { questionId: 'not-a-uuid', body: 'Sure thing' }, 404],
      ['/api/V2/answer', { questionId: '00000000-0000-4000-8000-000000000000', body: 'Sure thing' }, 404],
      ['/api/V2/answer', { body: 'Sure thing' }, 400],
    ];
    for (const [url, payload, status] of cases) {
      const res = await post(url, payload, headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(ZErrorResponse.parse(res.json()).message.length).toBeGreaterThan(3);
    }
    for (const url of [
      '/api/V2/questions?id=missing&type=product',
      `/api/V2/questions?id=${product.id}&type=product&page=0`,
      `/api/V2/questions?id=${product.id}&type=nope`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('POST /api/V2/report', () => {
  it('records one report per user per target and answers a repeat the same way', async () => {
    const product = await createProduct(t.db);
    const author = await createUser(t.db);
    const review = await createReview(t.db, { productId: product.id, userId: author.id });
    const q = await createQuestion(t.db, { productId: product.id, userId: author.id });
    const answer = await createAnswer(t.db, { questionId: q.id, userId: author.id });
    const comment = await createComment(t.db, { productId: product.id, userId: author.id });
    const { headers } = await loginAs(t.app, t.db);

    const targets = [
      ['review', review.id],
      ['question', q.id],
      ['answer', answer.id],
      ['comment', comment.id],
    ] as const;
    for (const [targetType, targetId] of targets) {
      const res = await post('/api/V2/report', { targetType, targetId, reason: 'spam' }, headers);
      expect(res.statusCode, targetType).toBe(200);
      expect(ZMessageResponse.parse(res.json()).message).toBe(REPORT_THANKS);
    }
    const again = await post(
      '/api/V2/report',
      { targetType: 'review', targetId: review.id, reason: 'abuse', details: 'Same again' },
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(REPORT_THANKS);
    expect(await t.db.select().from(contentReports)).toHaveLength(4);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const product = await createProduct(t.db);
    const author = await createUser(t.db);
    const review = await createReview(t.db, { productId: product.id, userId: author.id });
    const { headers } = await loginAs(t.app, t.db);
    const ok = { targetType: 'review', targetId: review.id, reason: 'spam' };
    expect((await post('/api/V2/report', ok)).statusCode).toBe(401);
    const cases: [Record<string, unknown>, number][] = [
      [{ ...ok, reason: 'boring' }, 400],
      [{ ...ok, targetType: 'product' }, 400],
      [{ ...ok, details: 'x'.repeat(501) }, 400],
      [{ ...ok, targetType: 'comment' }, 404],
      [{ ...ok, targetId: 'abc' }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await post('/api/V2/report', payload, headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(ZErrorResponse.parse(res.json()).message.length).toBeGreaterThan(3);
    }
  });
});
