import { eq } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { awardPrize } from '../../modules/prizes/index.ts';
import type { Tx } from '../client.ts';
import { prizes, products, users } from '../schema/index.ts';

// Demo prizes the games hand out, and a few the demo customer has already won: a discount code
// still usable, wallet credit and a free cupcake, so the profile's prize list is not empty.

const DAY_MS = 86_400_000;

export async function seedDemoPrizes(tx: Tx) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'chocolate-cupcakes-box-of-6'))
    .limit(1);
  const [fallback] = product ? [product] : await tx.select({ id: products.id }).from(products).limit(1);
  const rows = await tx
    .insert(prizes)
    .values([
      {
        title: '15 % off your next cake',
        kind: 'coupon',
        couponType: 'percent',
        couponValue: 15,
        minSubtotalPaisa: 100_000,
        validDays: 30,
      },
      { title: 'Rs 250 wallet credit', kind: 'credit', creditPaisa: 25_000, validDays: 30 },
      ...(fallback
        ? [
            {
              title: 'A free box of cupcakes',
              kind: 'product' as const,
              productId: fallback.id,
              validDays: 14,
            },
          ]
        : []),
      {
        title: 'Rs 100 off',
        kind: 'coupon',
        couponType: 'fixed',
        couponValue: 10_000,
        validDays: 7,
        isActive: false,
      },
    ])
    .returning({ id: prizes.id, kind: prizes.kind, title: prizes.title });
  const [me] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'customer@upahar.demo'));
  if (!me) return;
  const now = clock.now();
  const won: { title: string; source: 'roulette' | 'quiz' | 'contest'; reason: string; daysAgo: number }[] = [
    { title: '15 % off your next cake', source: 'roulette', reason: 'Tihar roulette', daysAgo: 1 },
    {
      title: 'Rs 250 wallet credit',
      source: 'quiz',
      reason: 'Cake trivia quiz, all answers right',
      daysAgo: 6,
    },
    {
      title: 'A free box of cupcakes',
      source: 'contest',
      reason: 'Cake photo contest, 2nd place',
      daysAgo: 9,
    },
    { title: 'Rs 100 off', source: 'roulette', reason: 'Dashain roulette', daysAgo: 40 },
  ];
  for (const w of won) {
    const prize = rows.find((r) => r.title === w.title);
    if (!prize) continue;
    const at = new Date(now.getTime() - w.daysAgo * DAY_MS);
    await awardPrize(tx, {
      prizeId: prize.id,
      userId: me.id,
      source: w.source,
      sourceKey: `demo-${w.source}-${w.daysAgo}`,
      reason: w.reason,
      now: at,
    });
  }
}
