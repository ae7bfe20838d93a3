import { randomInt } from 'node:crypto';
import { type TSpinResult, todayInKathmandu } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rouletteDailySpins, rouletteSegments, rouletteSpins } from '../../db/schema/games.ts';
import { AppError } from '../../lib/errors.ts';
import { racePoint } from '../../lib/race-points.ts';
import { awardPrize } from '../prizes/index.ts';
import { findWheel, resetsAt, segmentsOf } from './roulette-reads.ts';

// A spin. The server alone decides where the wheel stops, with a cryptographic draw over the
// weights of the slices that can still pay out; the browser only animates to that slice.
// Everything a spin changes (the day's count, the slice's stock, the spin, the award) commits
// together in one transaction, or not at all.

/** In English, as tests read it. */
export const NO_SPINS_LEFT = m.errors_fun_no_spins_left({}, { locale: 'en' });

type Segment = Awaited<ReturnType<typeof segmentsOf>>[number];

/**
 * Picks one slice, each with probability weight / total weight. A prize slice whose stock is gone
 * is left out of the draw rather than drawn and turned into "try again": the chances of the
 * slices still on offer keep their proportions, and the wheel never stops on a prize it then
 * refuses. Every wheel keeps at least one "try again" slice, so there is always somewhere to stop.
 */
export function draw<T extends { weight: number }>(candidates: T[]): T {
  const total = candidates.reduce((sum, c) => sum + c.weight, 0);
  let ticket = randomInt(total);
  for (const c of candidates) {
    if (ticket < c.weight) return c;
    ticket -= c.weight;
  }
  return candidates[candidates.length - 1];
}

const inStock = (s: Segment) => s.prizeId === null || (s.stock ?? 0) > 0;

export async function spin(o: { db: Db; idOrSlug: string; userId: string; now: Date }): Promise<TSpinResult> {
  const wheel = await findWheel(o.db, o.idOrSlug, o.now);
  if (!(wheel.startsAt <= o.now && o.now < wheel.endsAt))
    throw new AppError('not_running', m.errors_fun_wheel_not_running(), 409);
  const day = todayInKathmandu(o.now);
  await racePoint('roulette-spin:start');
  return o.db.transaction(async (tx) => {
    await racePoint('roulette-spin:count');
    // The day's count only grows while below the allowance; the row lock the upsert takes makes
    // parallel spins of one shopper queue here, so the allowance can never be overrun.
    const [counted] = await tx
      .insert(rouletteDailySpins)
      .values({ rouletteId: wheel.id, userId: o.userId, day, spins: 1 })
      .onConflictDoUpdate({
        target: [rouletteDailySpins.rouletteId, rouletteDailySpins.userId, rouletteDailySpins.day],
        set: { spins: sql`${rouletteDailySpins.spins} + 1` },
        setWhere: sql`${rouletteDailySpins.spins} < ${wheel.spinsPerDay}`,
      })
      .returning({ spins: rouletteDailySpins.spins });
    if (!counted) throw new AppError('no_spins_left', m.errors_fun_no_spins_left(), 409);

    const segments = await segmentsOf(tx, wheel.id);
    let candidates = segments.filter(inStock);
    let chosen: Segment | undefined;
    while (candidates.length > 0) {
      const pick = draw(candidates);
      if (pick.prizeId === null) {
        chosen = pick;
        break;
      }
      // Another spin may have taken the last one since the read: the update says who got it.
      const [taken] = await tx
        .update(rouletteSegments)
        .set({ stock: sql`${rouletteSegments.stock} - 1` })
        .where(and(eq(rouletteSegments.id, pick.id), gt(rouletteSegments.stock, 0)))
        .returning({ id: rouletteSegments.id });
      if (taken) {
        chosen = pick;
        break;
      }
      candidates = candidates.filter((c) => c.id !== pick.id);
    }
    if (!chosen) throw new AppError('not_running', m.errors_fun_wheel_not_running(), 409);
    const segmentIndex = segments.indexOf(chosen);

    const [row] = await tx
      .insert(rouletteSpins)
      .values({
        rouletteId: wheel.id,
        userId: o.userId,
        day,
        segmentId: chosen.id,
        segmentIndex,
        label: chosen.label,
        prizeId: chosen.prizeId,
        createdAt: o.now,
      })
      .returning({ id: rouletteSpins.id });
    let prize: TSpinResult['prize'] = null;
    if (chosen.prizeId !== null) {
      const award = await awardPrize(tx, {
        prizeId: chosen.prizeId,
        userId: o.userId,
        source: 'roulette',
        sourceKey: `roulette:${row.id}`,
        reason: wheel.title,
        now: o.now,
      });
      await tx.update(rouletteSpins).set({ awardId: award.awardId }).where(eq(rouletteSpins.id, row.id));
      prize = { title: award.title, code: award.code, credit: award.credit };
    }
    return {
      spinId: row.id,
      segmentIndex,
      label: chosen.label,
      prize,
      spinsLeft: wheel.spinsPerDay - counted.spins,
      spinsPerDay: wheel.spinsPerDay,
      resetsAt: resetsAt(day),
    };
  });
}
