import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { createProduct } from '../factories/index.ts';
import { seedDemoGames } from './games.ts';

describe('demo games', () => {
  it('a wheel anyone can try and a treasure hunt in the Tihar campaign', async () => {
    for (const slug of ['tihar-chocolate-hamper', 'assorted-truffle-box-12', 'dozen-red-roses-bouquet'])
      await createProduct(t.db, { slug });
    await seedDemoGames(t.db);
    const wheel = (await t.app.inject({ method: 'GET', url: '/api/V2/roulette/tihar-lucky-wheel' })).json()
      .data.roulette;
    expect(wheel).toMatchObject({ title: 'Test your luck', state: 'running', spinsPerDay: 3 });
    expect(wheel.segments).toHaveLength(8);
    const me = await quickUser(t.db);
    const spin = await t.app.inject({
      method: 'POST',
      url: '/api/V2/roulette/tihar-lucky-wheel/spin',
      headers: me.headers,
    });
    expect(spin.statusCode).toBe(200);
    const hunt = (
      await t.app.inject({ method: 'POST', url: '/api/V2/treasure', payload: { campaign: 'tihar-2026' } })
    ).json().data.hunt;
    expect(hunt).toMatchObject({ title: 'Tihar treasure dig', remaining: 1 });
    expect(hunt.spots).toHaveLength(3);
  }, 60_000);
});
