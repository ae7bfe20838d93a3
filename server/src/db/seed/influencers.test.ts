import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { createProduct } from '../factories/index.ts';
import { influencers } from '../schema/index.ts';
import { seedDemoInfluencers } from './influencers.ts';

describe('demo influencers', () => {
  it('shows three approved influencers with picks and reactions, and keeps one application pending', async () => {
    for (const username of ['pemba_s', 'sunita_k', 'rohan_shakya', 'nisha_t', 'anil_thapa'])
      await quickUser(t.db, { username });
    for (const name of [
      'Chocolate Truffle Cake',
      'Red Rose Bouquet',
      'Vanilla Cupcakes',
      'Butter Cookies',
      'Black Forest Cake',
    ])
      await createProduct(t.db, { name });
    await seedDemoInfluencers(t.db);
    const list = (await t.app.inject({ method: 'GET', url: '/api/V2/influencers' })).json().data.influencers;
    expect(list.map((i: { handle: string }) => i.handle).sort()).toEqual([
      'nisha.eats.ktm',
      'pemba.bakes',
      'sunita.gifts',
    ]);
    const pemba = list.find((i: { handle: string }) => i.handle === 'pemba.bakes');
    expect(pemba.reactions).toEqual({ like: 2, love: 2, wow: 1 });
    const pending = await t.db.select().from(influencers).where(eq(influencers.status, 'pending'));
    expect(pending.map((p) => p.handle)).toEqual(['rohan.unboxes']);
    expect(list.every((i: { picksCount: number }) => i.picksCount >= 1)).toBe(true);
  });
});
