import { ZMyPrizesResponse, ZPrizesResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { createProduct } from '../factories/index.ts';
import { seedDemoPrizes } from './prizes.ts';

describe('demo prizes', () => {
  it('gives the demo customer prizes of each kind, one of them expired, which admins see won', async () => {
    const me = await quickUser(t.db, { email: 'customer@upahar.demo', name: 'Aarati Gurung' });
    const admin = await quickUser(t.db, { role: 'admin' });
    await createProduct(t.db, {});
    await t.db.transaction((tx) => seedDemoPrizes(tx));
    const mine = ZMyPrizesResponse.parse(
      (await t.app.inject({ url: '/api/V2/profile/prizes', headers: me.headers })).json(),
    ).data.prizes;
    expect(mine.map((p) => [p.kind, p.source, p.codeState])).toEqual([
      ['coupon', 'roulette', 'usable'],
      ['credit', 'quiz', null],
      ['product', 'contest', 'usable'],
      ['coupon', 'roulette', 'expired'],
    ]);
    const list = ZPrizesResponse.parse(
      (await t.app.inject({ url: '/api/dashboard/v1/prizes', headers: admin.headers })).json(),
    ).data.prizes;
    expect(list.filter((p) => p.title === 'Rs 250 wallet credit')[0]).toMatchObject({ awarded: 1 });
  });
});
