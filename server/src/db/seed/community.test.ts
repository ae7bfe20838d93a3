import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { fileTest as it, type TestApp, t } from '../../test/fixtures.ts';
import { seedDemo } from './demo.ts';

const one = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0];

describe('seedCommunity (through seedDemo)', () => {
  it.beforeAll(async () => {
    await seedDemo(t.db);
  }, 180_000);

  it('gives about thirty products reviews, questions and comments', async () => {
    const r = await one<{ products: number; reviews: number; questions: number; comments: number }>(
      t,
      sql`select (select count(distinct product_id)::int from product_reviews) as products,
                 (select count(*)::int from product_reviews) as reviews,
                 (select count(*)::int from product_questions) as questions,
                 (select count(*)::int from product_comments) as comments`,
    );
    expect(r.products).toBeGreaterThanOrEqual(30);
    expect(r.reviews).toBeGreaterThanOrEqual(90);
    expect(r.questions).toBeGreaterThanOrEqual(10);
    expect(r.comments).toBeGreaterThanOrEqual(10);
  });

  it('keeps every product rating equal to its reviews', async () => {
    const r = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from products p
          where p.rating_count <> (select count(*) from product_reviews r where r.product_id = p.id)
             or p.rating_avg <> coalesce((select round(avg(rating)::numeric, 1)::float8 from product_reviews r where r.product_id = p.id), 0)`,
    );
    expect(r.n).toBe(0);
  });

  it('serves a seeded product page of reviews and comments', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/V2/reviews?id=classic-black-forest-cake&type=product',
    });
    expect(res.statusCode).toBe(200);
    const comments = await t.app.inject({
      method: 'GET',
      url: '/api/V2/comments?id=classic-black-forest-cake&type=product',
    });
    expect(comments.statusCode).toBe(200);
  });
});
