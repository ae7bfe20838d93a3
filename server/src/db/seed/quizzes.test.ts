import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { seedDemoQuizzes } from './quizzes.ts';

describe('demo quizzes', () => {
  it('lists three quizzes, one with an approved prize drawn from a larger pool, with plays and stats', async () => {
    const seller = await quickUser(t.db, { email: 'seller@upahar.demo', name: 'Bikash Maharjan' });
    await quickUser(t.db, { email: 'florist@upahar.demo', name: 'Sunita Tamang' });
    await quickUser(t.db, { email: 'applicant@upahar.demo', name: 'Rajan Shrestha' });
    const customer = await quickUser(t.db, { email: 'customer@upahar.demo', name: 'Aarati Gurung' });
    for (const name of ['Pemba Sherpa', 'Nisha Thapa', 'Anil Thapa'])
      await quickUser(t.db, { name, email: `${name.split(' ')[0].toLowerCase()}@upahar.demo` });
    await seedDemoQuizzes(t.db);
    const list = (await t.app.inject({ method: 'GET', url: '/api/V2/quiz' })).json().data.quizzes;
    expect(list.map((q: { slug: string }) => q.slug)).toEqual([
      'festivals-of-nepal',
      'kathmandu-sweets',
      'cake-know-how',
    ]);
    const cakes = list.find((q: { slug: string }) => q.slug === 'cake-know-how');
    expect(cakes).toMatchObject({
      prize: { title: 'Rs 100 wallet credit', left: 9 },
      questionCount: 5,
      poolSize: 8,
    });
    expect(cakes.plays).toBeGreaterThan(0);
    // The prize request waits unplayed, so the staff can still attach a prize to it.
    const sweets = list.find((q: { slug: string }) => q.slug === 'kathmandu-sweets');
    expect(sweets).toMatchObject({ prize: null, plays: 0, poolSize: 7 });
    const stats = (
      await t.app.inject({
        method: 'GET',
        url: '/api/V2/profile/quizzes/stats/cake-know-how',
        headers: seller.headers,
      })
    ).json().data;
    expect(stats).toMatchObject({ plays: 4, prizesWon: 1 });
    expect(stats.top[0].name).toMatch(/^\w+ [A-Z]\.$/);
    // The demo customer has played none, so she can try one straight away.
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/V2/quiz',
      headers: customer.headers,
      payload: { slug: 'kathmandu-sweets' },
    });
    expect(start.statusCode).toBe(200);
  });
});
