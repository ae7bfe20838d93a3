import {
  addDays,
  gameStateOf,
  isCurrentRouletteSlug,
  kathmanduInstant,
  type TRoulette,
  type TRouletteAllowance,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rouletteDailySpins, rouletteSegments, roulettes } from '../../db/schema/games.ts';
import { AppError, notFound } from '../../lib/errors.ts';

// Finding a wheel by number, slug or "the one running now", and what everyone may see of it.

export type WheelRow = typeof roulettes.$inferSelect;

/**
 * A published wheel by its number or slug; `latest` and `test-your-luck` name the newest running
 * one. Unpublished wheels are as unknown as missing ones.
 */
export async function findWheel(db: DbOrTx, idOrSlug: string, now: Date): Promise<WheelRow> {
  if (isCurrentRouletteSlug(idOrSlug)) {
    const [row] = await db
      .select()
      .from(roulettes)
      .where(and(eq(roulettes.isPublished, true), lte(roulettes.startsAt, now), gt(roulettes.endsAt, now)))
      .orderBy(desc(roulettes.startsAt), desc(roulettes.id))
      .limit(1);
    if (!row) throw new AppError('not_found', m.errors_fun_no_current_wheel(), 404);
    return row;
  }
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select()
    .from(roulettes)
    .where(
      and(
        eq(roulettes.isPublished, true),
        byId ? eq(roulettes.id, Number(idOrSlug)) : eq(roulettes.slug, idOrSlug),
      ),
    );
  if (!row) throw notFound(m.errors_not_found_that_wheel);
  return row;
}

export const segmentsOf = (db: DbOrTx, rouletteId: number) =>
  db
    .select()
    .from(rouletteSegments)
    .where(eq(rouletteSegments.rouletteId, rouletteId))
    .orderBy(asc(rouletteSegments.position), asc(rouletteSegments.id));

export async function publicWheel(db: DbOrTx, idOrSlug: string, now: Date): Promise<TRoulette> {
  const w = await findWheel(db, idOrSlug, now);
  const segments = await segmentsOf(db, w.id);
  return {
    id: w.id,
    slug: w.slug,
    title: w.title,
    description: w.description,
    startsAt: w.startsAt.toISOString(),
    endsAt: w.endsAt.toISOString(),
    state: gameStateOf(w.startsAt, w.endsAt, now),
    spinsPerDay: w.spinsPerDay,
    segments: segments.map((s, index) => ({
      index,
      label: s.label,
      colour: s.colour,
      isPrize: s.prizeId !== null,
    })),
  };
}

/** Spins reset at midnight in Kathmandu. */
export const resetsAt = (day: string) => kathmanduInstant(addDays(day, 1)).toISOString();

export async function allowance(o: {
  db: DbOrTx;
  idOrSlug: string;
  userId: string;
  now: Date;
}): Promise<TRouletteAllowance> {
  const w = await findWheel(o.db, o.idOrSlug, o.now);
  const day = todayInKathmandu(o.now);
  const [used] = await o.db
    .select({ spins: rouletteDailySpins.spins })
    .from(rouletteDailySpins)
    .where(
      and(
        eq(rouletteDailySpins.rouletteId, w.id),
        eq(rouletteDailySpins.userId, o.userId),
        eq(rouletteDailySpins.day, day),
      ),
    );
  return {
    spinsLeft: Math.max(0, w.spinsPerDay - (used?.spins ?? 0)),
    spinsPerDay: w.spinsPerDay,
    resetsAt: resetsAt(day),
  };
}
