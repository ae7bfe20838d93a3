import type { TRouletteBody, TStaffTreasureHuntBody } from '@upahar/contract';
import { expect } from 'vitest';
import { createProduct } from '../../db/factories/index.ts';
import { campaigns, prizes } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { t } from '../../test/fixtures.ts';

import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// Shared by the game tests: prizes, wheels and hunts made through the admins' own endpoints.

export type Account = Awaited<ReturnType<typeof quickUser>>;
const unique = () => Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;

export async function creditPrize(credit = 5_000) {
  const [p] = await t.db
    .insert(prizes)
    .values({ title: `Rs ${credit / 100} credit ${unique()}`, kind: 'credit', creditPaisa: credit })
    .returning();
  return p;
}

export async function couponPrize() {
  const [p] = await t.db
    .insert(prizes)
    .values({ title: `10% off ${unique()}`, kind: 'coupon', couponType: 'percent', couponValue: 10 })
    .returning();
  return p;
}

export const dash = api(t, { base: DASHBOARD });
export const shop = api(t);

const running = () => ({
  startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
  endsAt: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
});

export function wheelBody(o: Partial<TRouletteBody> = {}): TRouletteBody {
  return {
    title: 'Test wheel',
    slug: `wheel-${unique()}`,
    description: 'Spin it',
    isPublished: true,
    spinsPerDay: 3,
    segments: [
      { label: 'Try again', colour: '#64748b', weight: 1 },
      { label: 'Try again', colour: '#94a3b8', weight: 1 },
    ],
    ...running(),
    ...o,
  };
}

export async function makeWheel(admin: Account, o: Partial<TRouletteBody> = {}) {
  const res = await dash.post('roulettes', wheelBody(o), admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.roulette as { id: number; slug: string };
}

async function makeCampaign() {
  const [c] = await t.db
    .insert(campaigns)
    .values({
      slug: `camp-${unique()}`,
      name: 'Test campaign',
      isPublished: true,
      startsAt: new Date(clock.now().getTime() - HOUR),
      endsAt: new Date(clock.now().getTime() + 48 * HOUR),
    })
    .returning();
  return c;
}

/** A running hunt over `spots` new products, with a treasure under the first `buried`. */
export async function makeHunt(
  admin: Account,
  o: { spots?: number; buried?: number; body?: Partial<TStaffTreasureHuntBody> } = {},
) {
  const campaign = await makeCampaign();
  const products = [];
  for (let i = 0; i < (o.spots ?? 4); i++) products.push(await createProduct(t.db));
  const prize = await creditPrize();
  const body: TStaffTreasureHuntBody = {
    campaignId: campaign.id,
    title: 'Dig for it',
    isPublished: true,
    digsPerUser: 3,
    spotIds: products.map((p) => p.id),
    treasures: products.slice(0, o.buried ?? 1).map((p) => ({ productId: p.id, prizeId: prize.id })),
    ...running(),
    ...o.body,
  };
  const res = await dash.post('treasure-hunts', body, admin);
  expect(res.statusCode, res.body).toBe(200);
  return { hunt: res.json().data.hunt as { id: number }, campaign, products, prize, body };
}

export const adminUser = () => quickUser(t.db, { role: 'admin' });

/** How many answers had each status code, e.g. { 200: 3, 409: 97 }. */
export function statuses(rs: { statusCode: number }[]) {
  const counts: Record<number, number> = {};
  for (const r of rs) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}
