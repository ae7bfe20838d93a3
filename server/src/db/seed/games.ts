import { and, asc, eq, inArray } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import {
  campaigns,
  prizes,
  products,
  rouletteSegments,
  roulettes,
  treasureHunts,
  treasureSpots,
  treasures,
} from '../schema/index.ts';

// A wheel anyone can try from the header's Play! link, and a treasure hunt in the Tihar campaign,
// so both games work on first start. The campaign is made here only when the campaign demo data
// has not made it already (same slug), so that seed's richer version wins when both run.

const DAY = 86_400_000;
const DEMO_CAMPAIGN = 'tihar-2026';
/** Products to dig under, found by slug; a missing one is skipped. */
const SPOT_SLUGS = [
  'tihar-chocolate-hamper',
  'assorted-truffle-box-12',
  'dozen-red-roses-bouquet',
  'brown-teddy-with-heart',
  'heart-box-of-chocolates',
  'sunflower-sunshine-bouquet',
  'ilam-tea-truffles',
  'mixed-flower-basket',
];

async function demoPrizes(db: DbOrTx) {
  return db
    .insert(prizes)
    .values([
      { title: 'Rs 100 wallet credit', kind: 'credit', creditPaisa: 10_000 },
      { title: '10% off your next order', kind: 'coupon', couponType: 'percent', couponValue: 10 },
      {
        title: 'Rs 250 off orders over Rs 2,000',
        kind: 'coupon',
        couponType: 'fixed',
        couponValue: 25_000,
        minSubtotalPaisa: 200_000,
      },
      { title: 'Rs 500 wallet credit', kind: 'credit', creditPaisa: 50_000 },
    ])
    .returning({ id: prizes.id });
}

export async function seedDemoGames(db: DbOrTx) {
  const now = clock.now();
  const [credit100, off10, off250, credit500] = await demoPrizes(db);
  const [wheel] = await db
    .insert(roulettes)
    .values({
      slug: 'tihar-lucky-wheel',
      title: 'Test your luck',
      description: 'Spin the wheel for wallet credit and discount codes. Three spins a day, every day.',
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 365 * DAY),
      isPublished: true,
      spinsPerDay: 3,
    })
    .returning({ id: roulettes.id });
  const slices = [
    { label: 'Rs 100', colour: '#f59e0b', prizeId: credit100.id, weight: 15, stock: 200 },
    { label: 'Try again', colour: '#64748b', prizeId: null, weight: 30, stock: null },
    { label: '10% off', colour: '#e11d48', prizeId: off10.id, weight: 20, stock: 300 },
    { label: 'So close!', colour: '#0f766e', prizeId: null, weight: 25, stock: null },
    { label: 'Rs 250 off', colour: '#7c3aed', prizeId: off250.id, weight: 8, stock: 100 },
    { label: 'Try again', colour: '#475569', prizeId: null, weight: 30, stock: null },
    { label: 'Rs 500', colour: '#16a34a', prizeId: credit500.id, weight: 2, stock: 20 },
    { label: 'Next time', colour: '#0369a1', prizeId: null, weight: 25, stock: null },
  ];
  await db
    .insert(rouletteSegments)
    .values(slices.map((s, position) => ({ ...s, position, rouletteId: wheel.id })));

  await db
    .insert(campaigns)
    .values({
      slug: DEMO_CAMPAIGN,
      name: 'Tihar 2026',
      tagline: 'Lights, sweets and gifts for the festival',
      description: 'Festival offers on sweets, flowers and gifts, and treasure hidden under some of them.',
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 60 * DAY),
      isPublished: true,
    })
    .onConflictDoNothing({ target: campaigns.slug });
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.slug, DEMO_CAMPAIGN));
  const spots = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(inArray(products.slug, SPOT_SLUGS), eq(products.isActive, true)))
    .orderBy(asc(products.slug));
  if (spots.length < 2) return;
  const ordered = SPOT_SLUGS.flatMap((slug) => spots.filter((s) => s.slug === slug));
  const [hunt] = await db
    .insert(treasureHunts)
    .values({
      campaignId: campaign.id,
      title: 'Tihar treasure dig',
      description: 'Treasure is buried under three of these gifts. You have three digs: choose well!',
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 60 * DAY),
      isPublished: true,
      digsPerUser: 3,
    })
    .returning({ id: treasureHunts.id });
  await db
    .insert(treasureSpots)
    .values(ordered.map((s, position) => ({ huntId: hunt.id, productId: s.id, position })));
  // Under the 2nd, 5th and 7th spots: not the first ones a shopper tries.
  const buried = [ordered[1], ordered[4], ordered[6]].filter(Boolean);
  const gifts = [credit500, off10, credit100];
  await db
    .insert(treasures)
    .values(buried.map((s, i) => ({ huntId: hunt.id, productId: s.id, prizeId: gifts[i].id })));
}
