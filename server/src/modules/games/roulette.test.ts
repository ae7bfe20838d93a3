import { ZRouletteResponse, ZSpinResponse, ZStaffRouletteResponse } from '@upahar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, prizeAwards, rouletteSegments, rouletteSpins } from '../../db/schema/index.ts';
import { freezeClock, freezeKathmandu } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { meetAt } from '../../test/race.ts';
import { draw, NO_SPINS_LEFT } from './roulette-spin.ts';
import {
  adminUser,
  couponPrize,
  creditPrize,
  dash,
  makeWheel,
  shop,
  statuses,
  wheelBody,
} from './test-kit.ts';

// The roulette: the wheel everyone sees, spins counted per Kathmandu day, prizes never beyond
// their stock however many spins arrive together, and the admins' wheels.

describe('roulette', () => {
  it('anyone sees a published wheel by number or slug, and the current one by the two special slugs', async () => {
    const admin = await adminUser();
    const wheel = await makeWheel(admin, { title: 'Newest wheel' });
    const hidden = await makeWheel(admin, { isPublished: false });
    for (const id of [String(wheel.id), wheel.slug, 'latest', 'test-your-luck']) {
      const res = await shop.get(`roulette/${id}`, null);
      expect(res.statusCode, id).toBe(200);
      const r = ZRouletteResponse.parse(res.json()).data.roulette;
      expect(r).toMatchObject({ id: wheel.id, state: 'running', spinsPerDay: 3 });
      expect(r.segments[0]).toEqual({ index: 0, label: 'Try again', colour: '#64748b', isPrize: false });
      // Weights and stock stay with the staff.
      expect(JSON.stringify(r)).not.toMatch(/weight|stock/);
    }
    expect((await shop.get(`roulette/${hidden.slug}`, null)).statusCode).toBe(404);
    expect((await shop.get('roulette/no-such-wheel', null)).statusCode).toBe(404);

    // The first test of the file also pays for starting the app.
  }, 60_000);

  it('a visitor cannot spin', async () => {
    const wheel = await makeWheel(await adminUser());
    const res = await shop.post(`roulette/${wheel.id}/spin`, undefined, null);
    expect(res.statusCode).toBe(401);
  });

  it('a shopper spins as often as the day allows, and again the next Kathmandu day', async () => {
    freezeKathmandu(23, 0);
    const wheel = await makeWheel(await adminUser(), { spinsPerDay: 2 });
    const me = await quickUser(t.db);
    const first = ZSpinResponse.parse(
      (await shop.post(`roulette/${wheel.slug}/spin`, undefined, me)).json(),
    ).data;
    expect(first).toMatchObject({ spinsLeft: 1, spinsPerDay: 2, prize: null, label: 'Try again' });
    expect(first.resetsAt).toBe('2025-06-11T18:15:00.000Z');
    expect((await shop.post(`roulette/${wheel.slug}/spin`, undefined, me)).statusCode).toBe(200);
    const refused = await shop.post(`roulette/${wheel.slug}/spin`, undefined, me);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NO_SPINS_LEFT);
    const left = await shop.get(`roulette/${wheel.slug}/spins`, me);
    expect(left.json().data).toMatchObject({ spinsLeft: 0, spinsPerDay: 2 });
    freezeKathmandu(23, 59);
    expect((await shop.post(`roulette/${wheel.slug}/spin`, undefined, me)).statusCode).toBe(409);
    // 00:30 the next morning in Kathmandu is a new day.
    freezeClock(new Date(Date.parse(first.resetsAt) + 30 * 60_000));
    expect((await shop.post(`roulette/${wheel.slug}/spin`, undefined, me)).json().data.spinsLeft).toBe(1);
  });

  it('a wheel that has not started or has ended cannot be spun', async () => {
    const admin = await adminUser();
    const me = await quickUser(t.db);
    const later = await makeWheel(admin, {
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 7_200_000).toISOString(),
    });
    const res = await shop.post(`roulette/${later.slug}/spin`, undefined, me);
    expect(res.statusCode).toBe(409);
    expect((await shop.get(`roulette/${later.slug}`, null)).json().data.roulette.state).toBe('upcoming');
  });

  it('a prize slice pays its prize once, recorded with the spin, until its stock is gone', async () => {
    const admin = await adminUser();
    const prize = await creditPrize(2_500);
    const wheel = await makeWheel(admin, {
      spinsPerDay: 5,
      segments: [
        { label: 'Rs 25', colour: '#f59e0b', prizeId: prize.id, weight: 10_000, stock: 2 },
        { label: 'Try again', colour: '#64748b', weight: 1 },
      ],
    });
    const me = await quickUser(t.db);
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(
        ZSpinResponse.parse((await shop.post(`roulette/${wheel.id}/spin`, undefined, me)).json()).data,
      );
    const wins = results.filter((r) => r.prize);
    // With the stock gone the slice leaves the draw, so the rest land on "try again".
    expect(wins.length).toBe(2);
    expect(wins[0]).toMatchObject({
      segmentIndex: 0,
      prize: { title: prize.title, credit: 2_500, code: null },
    });
    expect(results.slice(2).every((r) => r.segmentIndex === 1 && r.prize === null)).toBe(true);
    const awards = await t.db.select().from(prizeAwards).where(eq(prizeAwards.userId, me.user.id));
    expect(awards.map((a) => a.sourceKey).sort()).toEqual(wins.map((w) => `roulette:${w.spinId}`).sort());
    const staff = ZStaffRouletteResponse.parse((await dash.get(`roulettes/${wheel.id}`, admin)).json()).data
      .roulette;
    expect(staff).toMatchObject({ spins: 4, prizesGiven: 2 });
    expect(staff.segments[0]).toMatchObject({ stock: 0, won: 2 });
    expect(staff.days[0]).toMatchObject({ spins: 4, prizes: 2 });
  });

  it('the draw follows the weights (a sanity check of the cryptographic draw)', () => {
    const slices = [{ weight: 1 }, { weight: 3 }, { weight: 6 }];
    const counts = [0, 0, 0];
    for (let i = 0; i < 20_000; i++) counts[slices.indexOf(draw(slices))]++;
    expect(counts[0] / 20_000).toBeGreaterThan(0.08);
    expect(counts[0] / 20_000).toBeLessThan(0.12);
    expect(counts[1] / 20_000).toBeGreaterThan(0.27);
    expect(counts[1] / 20_000).toBeLessThan(0.33);
    expect(counts[2] / 20_000).toBeGreaterThan(0.57);
    expect(counts[2] / 20_000).toBeLessThan(0.63);
  });

  it('500 parallel spins never give more prizes than the stock nor more spins than the allowance', async () => {
    const admin = await adminUser();
    const prize = await couponPrize();
    const wheel = await makeWheel(admin, {
      spinsPerDay: 3,
      segments: [
        { label: '10% off', colour: '#f59e0b', prizeId: prize.id, weight: 10_000, stock: 7 },
        { label: 'Try again', colour: '#64748b', weight: 1 },
      ],
    });
    const many = [];
    for (let i = 0; i < 50; i++) many.push(await quickUser(t.db));
    const one = await quickUser(t.db);
    // 50 shoppers spin 6 times each and one shopper 200 times, all at once.
    const spinners = [...many.flatMap((u) => Array(6).fill(u)), ...Array(200).fill(one)];
    meetAt('roulette-spin:start', spinners.length);
    const results = await Promise.all(
      spinners.map((u) => shop.post(`roulette/${wheel.id}/spin`, undefined, u)),
    );
    expect(statuses(results)).toEqual({ 200: 153, 409: 347 });
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(prizeAwards)
      .innerJoin(rouletteSpins, sql`${prizeAwards.sourceKey} = 'roulette:' || ${rouletteSpins.id}`)
      .where(eq(rouletteSpins.rouletteId, wheel.id));
    expect(n).toBe(7);
    const [slice] = await t.db
      .select()
      .from(rouletteSegments)
      .where(and(eq(rouletteSegments.rouletteId, wheel.id), eq(rouletteSegments.position, 0)));
    expect(slice.stock).toBe(0);
    const mine = await t.db.select().from(rouletteSpins).where(eq(rouletteSpins.userId, one.user.id));
    expect(mine).toHaveLength(3);
  }, 60_000);

  it('admins define wheels with clear messages; writes are audited; others are refused', async () => {
    const admin = await adminUser();
    const bad = await dash.post(
      'roulettes',
      {
        ...wheelBody(),
        slug: 'latest',
        segments: [{ label: 'Rs 25', colour: 'red', weight: 0 }],
      },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors;
    expect(errors.slug).toEqual(['That address is kept for the current wheel; choose another']);
    expect(errors.segments).toBeDefined();
    const noTryAgain = await dash.post(
      'roulettes',
      {
        ...wheelBody(),
        segments: [
          { label: 'A', colour: '#000000', prizeId: (await creditPrize()).id, weight: 1, stock: 1 },
          { label: 'B', colour: '#000000', prizeId: (await creditPrize()).id, weight: 1, stock: 1 },
        ],
      },
      admin,
    );
    expect(noTryAgain.json().errors.segments).toEqual(['Keep at least one "try again" slice']);
    const wheel = await makeWheel(admin);
    const taken = await dash.post('roulettes', wheelBody({ slug: wheel.slug }), admin);
    expect(taken.statusCode).toBe(409);
    const changed = await dash.put(
      `roulettes/${wheel.id}`,
      wheelBody({ slug: wheel.slug, title: 'Renamed' }),
      admin,
    );
    expect(changed.json().data.roulette.title).toBe('Renamed');
    const audit = await t.db
      .select()
      .from(auditChanges)
      .where(eq(auditChanges.entityId, String(wheel.id)));
    expect(audit.filter((a) => a.entity === 'roulette')).toHaveLength(2);
    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await dash.get('roulettes', seller)).statusCode).toBe(403);
    expect((await dash.post('roulettes', wheelBody(), seller)).statusCode).toBe(403);
  });
});
