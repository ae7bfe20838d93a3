import { ZReportsResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
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
import { contentReports, products, stores } from '../../db/schema/index.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

// Admins work through reported texts: hiding one takes it off the product page's lists, counts
// and ratings at once (the shared cache is on), restoring brings it back, and sellers are refused.
const it = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

async function shop() {
  const store = await createStore(t.db, { name: 'Annapurna Bakers' });
  const cake = await createProduct(t.db, { name: 'Chocolate Drip Cake', storeId: store.id });
  const fan = await createUser(t.db, { username: 'fan' });
  const troll = await createUser(t.db, { username: 'troll' });
  const good = await createReview(t.db, { productId: cake.id, userId: fan.id, rating: 5, body: 'Lovely' });
  const bad = await createReview(t.db, {
    productId: cake.id,
    userId: troll.id,
    rating: 1,
    body: 'Buy elsewhere!!',
  });
  const question = await createQuestion(t.db, {
    productId: cake.id,
    userId: troll.id,
    body: 'Spam question?',
  });
  const answer = await createAnswer(t.db, { questionId: question.id, userId: fan.id, body: 'Spam answer' });
  const comment = await createComment(t.db, { productId: cake.id, userId: troll.id, body: 'Visit my shop' });
  const admin = await quickUser(t.db, { role: 'admin' });
  const seller = await quickUser(t.db, { role: 'seller' });
  const reporters = [await quickUser(t.db), await quickUser(t.db)];
  for (const [i, r] of reporters.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/report',
      headers: r.headers,
      payload: { targetType: 'review', targetId: bad.id, reason: i ? 'abuse' : 'spam', details: `note ${i}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.db.insert(contentReports).values({
    userId: fan.id,
    targetType: 'comment',
    targetId: comment.id,
    reason: 'spam',
  });
  return { store, cake, good, bad, question, answer, comment, admin, seller };
}

type Shop = Awaited<ReturnType<typeof shop>>;
const { get } = api(t, { base: '' });
const act = (s: Shop, path: string, payload?: unknown, headers = s.admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/moderation/${path}`,
    headers,
    ...(payload ? { payload } : {}),
  });

async function productPage(s: Shop) {
  const q = `id=${s.cake.id}&type=product`;
  const reviews = (await get(`/api/V2/reviews?${q}`)).json().data;
  const questions = (await get(`/api/V2/questions?${q}`)).json();
  const comments = (await get(`/api/V2/comments?${q}`)).json();
  const [p] = await t.db.select().from(products).where(eq(products.id, s.cake.id));
  const [st] = await t.db.select().from(stores).where(eq(stores.id, s.store.id));
  return {
    reviews: reviews.items.map((r: { body: string }) => r.body),
    summary: reviews.summary,
    questions: questions.data.items.map((q: { body: string; answers: { body: string }[] }) => [
      q.body,
      q.answers.map((a) => a.body),
    ]),
    questionCount: questions.meta?.pagination.total,
    comments: comments.data.items.map((c: { body: string }) => c.body),
    commentCount: comments.meta?.pagination.total,
    rating: [p.ratingAvg, p.ratingCount, st.ratingAvg, st.ratingCount],
  };
}

describe('moderation', () => {
  it('lists open reports one entry per item with text, reasons and count', async () => {
    const s = await shop();
    const res = await get('/api/dashboard/v1/moderation/reports', s.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = ZReportsResponse.parse(res.json());
    expect(body.data.items.map((i) => [i.targetType, i.count])).toEqual([
      ['review', 2],
      ['comment', 1],
    ]);
    expect(body.data.items[0]).toMatchObject({
      targetId: s.bad.id,
      text: 'Buy elsewhere!!',
      author: 'troll',
      product: { name: 'Chocolate Drip Cake' },
      hidden: null,
    });
    expect(body.data.items[0].reasons.map((r) => r.reason).sort()).toEqual(['abuse', 'spam']);
    expect(body.data.items[0].details.sort()).toEqual(['note 0', 'note 1']);
    expect(body.meta?.pagination.total).toBe(2);
  });

  it('hiding takes items off the product page, its counts and ratings; restoring brings them back', async () => {
    const s = await shop();
    const before = await productPage(s);
    // Sorted copies: two reviews written in the same millisecond may list either way round.
    expect([...before.reviews].sort()).toEqual(['Buy elsewhere!!', 'Lovely']);
    expect(before.summary.count).toBe(2);
    // Hiding asks for a reason.
    const noReason = await act(s, `review/${s.bad.id}/hide`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/i);
    for (const [type, id] of [
      ['review', s.bad.id],
      ['answer', s.answer.id],
      ['comment', s.comment.id],
    ]) {
      const res = await act(s, `${type}/${id}/hide`, { reason: 'Advertising' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const hidden = await productPage(s);
    expect(hidden.reviews).toEqual(['Lovely']);
    expect(hidden.summary).toMatchObject({ average: 5, count: 1 });
    expect(hidden.questions).toEqual([['Spam question?', []]]);
    expect(hidden.comments).toEqual([]);
    expect(hidden.commentCount).toBe(0);
    expect(hidden.rating).toEqual([5, 1, 5, 1]);
    // The reports are closed; the admin still reads the hidden items.
    const open = ZReportsResponse.parse(
      (await get('/api/dashboard/v1/moderation/reports', s.admin.headers)).json(),
    );
    expect(open.data.items).toEqual([]);
    const kept = ZReportsResponse.parse(
      (await get('/api/dashboard/v1/moderation/reports?view=hidden', s.admin.headers)).json(),
    );
    expect(kept.data.items.map((i) => [i.targetType, i.text, i.hidden?.reason])).toEqual(
      expect.arrayContaining([['review', 'Buy elsewhere!!', 'Advertising']]),
    );
    expect(kept.data.items).toHaveLength(3);

    const question = await act(s, `question/${s.question.id}/hide`, { reason: 'Spam' });
    expect(question.statusCode).toBe(200);
    expect((await productPage(s)).questions).toEqual([]);
    expect((await productPage(s)).questionCount).toBe(0);

    for (const [type, id] of [
      ['review', s.bad.id],
      ['question', s.question.id],
      ['answer', s.answer.id],
      ['comment', s.comment.id],
    ]) {
      expect((await act(s, `${type}/${id}/restore`)).statusCode).toBe(200);
    }
    // The factory wrote no ratings; restoring recomputes them from both reviews.
    const after = await productPage(s);
    expect({ ...after, reviews: [...after.reviews].sort() }).toEqual({
      ...before,
      reviews: [...before.reviews].sort(),
      rating: [3, 2, 3, 2],
    });
    expect((await act(s, `review/${s.bad.id}/restore`)).statusCode).toBe(404);
  });

  it('dismisses reports and leaves the item shown', async () => {
    const s = await shop();
    const res = await act(s, `review/${s.bad.id}/dismiss`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 reports dismissed');
    expect((await act(s, `review/${s.bad.id}/dismiss`)).statusCode).toBe(404);
    expect((await productPage(s)).reviews).toContain('Buy elsewhere!!');
    const open = ZReportsResponse.parse(
      (await get('/api/dashboard/v1/moderation/reports', s.admin.headers)).json(),
    );
    expect(open.data.items.map((i) => i.targetType)).toEqual(['comment']);
  });

  it('refuses sellers and unknown items', async () => {
    const s = await shop();
    expect((await get('/api/dashboard/v1/moderation/reports', s.seller.headers)).statusCode).toBe(403);
    expect((await act(s, `review/${s.bad.id}/hide`, { reason: 'Mine' }, s.seller.headers)).statusCode).toBe(
      403,
    );
    expect((await act(s, `review/${s.bad.id}/dismiss`, undefined, s.seller.headers)).statusCode).toBe(403);
    const missing = await act(s, `review/${s.comment.id}/hide`, { reason: 'Spam' });
    expect(missing.statusCode).toBe(404);
    expect((await act(s, 'poem/not-a-uuid/hide', { reason: 'Spam' })).statusCode).toBe(400);
    expect((await productPage(s)).reviews).toHaveLength(2);
  });
});
