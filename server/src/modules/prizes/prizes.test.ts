import { ZMyPrizesResponse, ZPrizeResponse, ZPrizesResponse, ZStaffAwardsResponse } from '@upahar/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addCartLine, createProduct } from '../../db/factories/index.ts';
import { auditChanges, coupons, prizeAwards, userCredits } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { checkoutFixture, shopper } from '../../test/shop.ts';
import { awardPrize } from './index.ts';

// Prizes: the admin defines them, a game awards one inside its own transaction, the winner sees
// it on their profile and spends it; nobody else can.

type Account = Awaited<ReturnType<typeof quickUser>>;
const dash = api(t, { base: DASHBOARD });

const unique = () => Math.random().toString(36).slice(2, 8);
const award = (prizeId: number, userId: string, sourceKey = `test-${unique()}`) =>
  t.db.transaction((tx) =>
    awardPrize(tx, {
      prizeId,
      userId,
      source: 'roulette',
      sourceKey,
      reason: 'Test wheel',
      now: clock.now(),
    }),
  );

async function makePrize(admin: Account, body: Record<string, unknown>) {
  const res = await dash.post('prizes', { title: `Prize ${unique()}`, ...body }, admin);
  expect(res.statusCode, res.body).toBe(200);
  return ZPrizeResponse.parse(res.json()).data.prize;
}

describe('prizes', () => {
  it('an admin defines prizes of each kind, with a clear message for what a kind lacks', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const missing = await dash.post(
      'prizes',
      {
        title: 'Half off',
        kind: 'coupon',
        couponType: 'percent',
      },
      admin,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.couponValue).toEqual(['Enter the discount']);
    const tooMuch = await dash.post(
      'prizes',
      {
        title: 'Too much',
        kind: 'coupon',
        couponType: 'percent',
        couponValue: 150,
      },
      admin,
    );
    expect(tooMuch.json().errors.couponValue).toEqual(['A percent discount is at most 100']);
    const prize = await makePrize(admin, { kind: 'credit', credit: 20_000 });
    expect(prize).toMatchObject({ kind: 'credit', credit: 20_000, awarded: 0, isActive: true });
    const retired = await dash.put(
      `prizes/${prize.id}`,
      {
        title: prize.title,
        kind: 'credit',
        credit: 20_000,
        isActive: false,
      },
      admin,
    );
    expect(ZPrizeResponse.parse(retired.json()).data.prize.isActive).toBe(false);
    const list = ZPrizesResponse.parse((await dash.get('prizes', admin)).json()).data.prizes;
    expect(list.find((p) => p.id === prize.id)?.isActive).toBe(false);
    const audit = await t.db
      .select()
      .from(auditChanges)
      .where(eq(auditChanges.entityId, String(prize.id)));
    expect(audit.filter((a) => a.entity === 'prize')).toHaveLength(2);
  });

  it('only admins manage prizes', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await dash.get('prizes', seller)).statusCode).toBe(403);
    const customer = await quickUser(t.db);
    expect((await dash.get('prizes', customer)).statusCode).toBe(403);
  });

  it('a credit prize lands in the wallet once, however often the award is retried', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const prize = await makePrize(admin, { kind: 'credit', credit: 15_000 });
    const winner = await quickUser(t.db);
    const key = `spin-${unique()}`;
    const [a, b] = await Promise.allSettled([
      award(prize.id, winner.user.id, key),
      award(prize.id, winner.user.id, key),
    ]);
    expect([a.status, b.status]).toContain('fulfilled');
    const again = await award(prize.id, winner.user.id, key);
    expect(again.credit).toBe(15_000);
    const [{ total }] = await t.db
      .select({ total: sql<number>`coalesce(sum(${userCredits.amountPaisa}), 0)::int` })
      .from(userCredits)
      .where(eq(userCredits.userId, winner.user.id));
    expect(total).toBe(15_000);
    const mine = ZMyPrizesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/V2/profile/prizes', headers: winner.headers })).json(),
    ).data.prizes;
    expect(mine).toMatchObject([
      { title: prize.title, kind: 'credit', credit: 15_000, source: 'roulette', code: null },
    ]);
  });

  it('a won code works only for its winner, once', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const prize = await makePrize(admin, { kind: 'coupon', couponType: 'fixed', couponValue: 10_000 });
    const shop = await checkoutFixture(t.db);
    const winner = await shopper(t.db, shop);
    const other = await shopper(t.db, shop);
    const won = await award(prize.id, winner.user.id);
    expect(won.code).toMatch(/^WIN-[A-Z2-9]{8}$/);
    const apply = (who: Account) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/apply-coupon',
        headers: who.headers,
        payload: { code: won.code },
      });
    const refused = await apply(other);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This code does not exist');
    const applied = await apply(winner);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.discount).toBe(10_000);
    // Prize codes are personal: the coupon lists of the dashboard do not show them.
    const listed = (await dash.get('coupons', admin)).json().data.coupons as { code: string }[];
    expect(listed.map((c) => c.code)).not.toContain(won.code);
  });

  it('a free-product prize takes one unit of that product off, and nothing else', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const shop = await checkoutFixture(t.db);
    const prize = await makePrize(admin, { kind: 'product', productId: shop.product.id });
    const winner = await shopper(t.db, shop, { quantity: 2 });
    const other = await createProduct(t.db, {
      storeId: shop.store.id,
      categoryId: shop.category.id,
      pricePaisa: 90_000,
    });
    await addCartLine(t.db, { userId: winner.user.id, productId: other.id });
    const won = await award(prize.id, winner.user.id);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/V2/apply-coupon',
      headers: winner.headers,
      payload: { code: won.code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [c] = await t.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, won.code ?? ''));
    expect(applied.json().data.discount).toBe(c.maxDiscountPaisa);
    expect(c.maxDiscountPaisa).toBeGreaterThan(0);
  });

  it('the admin reads every award with its winner', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const prize = await makePrize(admin, { kind: 'credit', credit: 5_000 });
    const winner = await quickUser(t.db);
    await award(prize.id, winner.user.id);
    const res = await dash.get('prize-awards?source=roulette', admin);
    const awards = ZStaffAwardsResponse.parse(res.json()).data.awards;
    expect(awards.find((a) => a.title === prize.title)?.winner.email).toBe(winner.user.email);
    const [row] = await t.db.select().from(prizeAwards).where(eq(prizeAwards.prizeId, prize.id));
    expect(row.reason).toBe('Test wheel');
  });
});
