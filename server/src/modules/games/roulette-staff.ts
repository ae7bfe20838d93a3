import {
  gameStateOf,
  type TStaffRoulette,
  type TStaffRouletteSummary,
  type ZRouletteBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rouletteSegments, rouletteSpins, roulettes } from '../../db/schema/games.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { prizes } from '../prizes/tables.ts';
import { segmentsOf } from './roulette-reads.ts';

// The admins' wheels: define them, change them, and see how they are played. Editing keeps each
// slice's row by its place on the wheel, so a slice's spins and stock stay attached to it.

type Body = z.output<typeof ZRouletteBody>;

const slugTaken = () =>
  new AppError('slug_taken', m.errors_fun_wheel_slug_taken(), 409, {
    slug: [m.errors_fun_wheel_slug_taken()],
  });

async function totals(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { spins: number; prizes: number }>();
  const rows = await db
    .select({
      id: rouletteSpins.rouletteId,
      spins: count(),
      prizes: sql<number>`count(${rouletteSpins.awardId})::int`,
    })
    .from(rouletteSpins)
    .where(inArray(rouletteSpins.rouletteId, ids))
    .groupBy(rouletteSpins.rouletteId);
  return new Map(rows.map((r) => [r.id, { spins: Number(r.spins), prizes: Number(r.prizes) }]));
}

const summary = (
  w: typeof roulettes.$inferSelect,
  t: { spins: number; prizes: number } | undefined,
  now: Date,
): TStaffRouletteSummary => ({
  id: w.id,
  slug: w.slug,
  title: w.title,
  startsAt: w.startsAt.toISOString(),
  endsAt: w.endsAt.toISOString(),
  isPublished: w.isPublished,
  state: gameStateOf(w.startsAt, w.endsAt, now),
  spins: t?.spins ?? 0,
  prizesGiven: t?.prizes ?? 0,
});

export async function listStaffWheels(db: DbOrTx, now: Date) {
  const rows = await db.select().from(roulettes).orderBy(desc(roulettes.startsAt), desc(roulettes.id));
  const t = await totals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => summary(r, t.get(r.id), now));
}

export async function staffWheel(db: DbOrTx, id: number, now: Date): Promise<TStaffRoulette> {
  const [w] = await db.select().from(roulettes).where(eq(roulettes.id, id));
  if (!w) throw notFound(m.errors_not_found_that_wheel);
  const [segments, t, won, days] = await Promise.all([
    db
      .select({ s: rouletteSegments, prizeTitle: prizes.title })
      .from(rouletteSegments)
      .leftJoin(prizes, eq(prizes.id, rouletteSegments.prizeId))
      .where(eq(rouletteSegments.rouletteId, id))
      .orderBy(rouletteSegments.position),
    totals(db, [id]),
    db
      .select({ segmentId: rouletteSpins.segmentId, n: count() })
      .from(rouletteSpins)
      .where(and(eq(rouletteSpins.rouletteId, id), isNotNull(rouletteSpins.awardId)))
      .groupBy(rouletteSpins.segmentId),
    db
      .select({
        day: rouletteSpins.day,
        spins: count(),
        prizes: sql<number>`count(${rouletteSpins.awardId})::int`,
      })
      .from(rouletteSpins)
      .where(
        and(
          eq(rouletteSpins.rouletteId, id),
          gte(rouletteSpins.createdAt, new Date(now.getTime() - 14 * 86_400_000)),
        ),
      )
      .groupBy(rouletteSpins.day)
      .orderBy(desc(rouletteSpins.day)),
  ]);
  const wonBy = new Map(won.map((r) => [r.segmentId, Number(r.n)]));
  return {
    ...summary(w, t.get(id), now),
    description: w.description,
    spinsPerDay: w.spinsPerDay,
    segments: segments.map(({ s, prizeTitle }) => ({
      label: s.label,
      colour: s.colour,
      prizeId: s.prizeId,
      prizeTitle,
      weight: s.weight,
      stock: s.stock,
      won: wonBy.get(s.id) ?? 0,
    })),
    days: days.map((d) => ({ day: d.day, spins: Number(d.spins), prizes: Number(d.prizes) })),
  };
}

async function checkPrizes(db: DbOrTx, b: Body) {
  const ids = [...new Set(b.segments.flatMap((s) => (s.prizeId === null ? [] : [s.prizeId])))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: prizes.id })
    .from(prizes)
    .where(and(inArray(prizes.id, ids), eq(prizes.isActive, true)));
  if (found.length !== ids.length)
    throw new AppError('not_found', m.errors_fun_slice_prize_gone(), 404, {
      segments: ['Choose prizes from the list'],
    });
}

const wheelColumns = (b: Body) => ({
  slug: b.slug,
  title: b.title,
  description: b.description,
  startsAt: new Date(b.startsAt),
  endsAt: new Date(b.endsAt),
  isPublished: b.isPublished,
  spinsPerDay: b.spinsPerDay,
});

async function slugFree(db: DbOrTx, slug: string, id?: number) {
  const [other] = await db.select({ id: roulettes.id }).from(roulettes).where(eq(roulettes.slug, slug));
  if (other && other.id !== id) throw slugTaken();
}

/** Slices by place: existing places are updated, new ones added, the extra ones removed. */
async function saveSegments(tx: DbOrTx, rouletteId: number, b: Body) {
  const existing = await segmentsOf(tx, rouletteId);
  for (const [position, s] of b.segments.entries()) {
    const values = { label: s.label, colour: s.colour, prizeId: s.prizeId, weight: s.weight, stock: s.stock };
    const row = existing[position];
    if (row)
      await tx
        .update(rouletteSegments)
        .set({ ...values, position })
        .where(eq(rouletteSegments.id, row.id));
    else await tx.insert(rouletteSegments).values({ ...values, position, rouletteId });
  }
  const extra = existing.slice(b.segments.length).map((r) => r.id);
  if (extra.length > 0) await tx.delete(rouletteSegments).where(inArray(rouletteSegments.id, extra));
}

export async function createWheel(o: { db: Db; body: Body; now: Date }) {
  const id = await o.db.transaction(async (tx) => {
    await checkPrizes(tx, o.body);
    await slugFree(tx, o.body.slug);
    const values = wheelColumns(o.body);
    const [row] = await tx.insert(roulettes).values(values).returning({ id: roulettes.id });
    await saveSegments(tx, row.id, o.body);
    await recordChange(tx, { entity: 'roulette', entityId: row.id, before: null, after: o.body });
    return row.id;
  });
  return staffWheel(o.db, id, o.now);
}

export async function updateWheel(o: { db: Db; id: number; body: Body; now: Date }) {
  await o.db.transaction(async (tx) => {
    const [before] = await tx.select().from(roulettes).where(eq(roulettes.id, o.id)).for('update');
    if (!before) throw notFound(m.errors_not_found_that_wheel);
    await checkPrizes(tx, o.body);
    await slugFree(tx, o.body.slug, o.id);
    const oldSegments = await segmentsOf(tx, o.id);
    await tx
      .update(roulettes)
      .set({ ...wheelColumns(o.body), updatedAt: o.now })
      .where(eq(roulettes.id, o.id));
    await saveSegments(tx, o.id, o.body);
    await recordChange(tx, {
      entity: 'roulette',
      entityId: o.id,
      before: { ...before, segments: oldSegments },
      after: o.body,
    });
  });
  return staffWheel(o.db, o.id, o.now);
}
