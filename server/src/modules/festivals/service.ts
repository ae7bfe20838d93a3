import type { TFestival, ZFestivalBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { festivals } from '../../db/schema/festivals.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';

// Festivals: the shoppers' read of the days near them, and the admins' list and changes. Every
// change is recorded in the audit log with what the festival was and became.

type Body = z.output<typeof ZFestivalBody>;
type Row = typeof festivals.$inferSelect;

const view = (r: Row): TFestival => ({
  id: r.id,
  name: r.name,
  nameNe: r.nameNe,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
});

const snapshot = (r: Row) => ({ ...view(r) });

const missing = () => new AppError('not_found', m.festivals_not_found(), 404);

/** The festivals with at least one day from `from` to `to`, both included, earliest first. */
export async function festivalsBetween(o: { db: DbOrTx; from: string; to: string }): Promise<TFestival[]> {
  const rows = await o.db
    .select()
    .from(festivals)
    .where(and(lte(festivals.startsOn, o.to), gte(festivals.endsOn, o.from)))
    .orderBy(asc(festivals.startsOn), asc(festivals.id));
  return rows.map(view);
}

/** Every festival for the admins, the latest first (next year's above last year's). */
export async function listAllFestivals(o: { db: DbOrTx }): Promise<TFestival[]> {
  const rows = await o.db.select().from(festivals).orderBy(desc(festivals.startsOn), desc(festivals.id));
  return rows.map(view);
}

/** One festival, or null when there is none by that number (a campaign's tie, say). */
export async function festivalById(o: { db: DbOrTx; id: number }): Promise<TFestival | null> {
  const [row] = await o.db.select().from(festivals).where(eq(festivals.id, o.id)).limit(1);
  return row ? view(row) : null;
}

export async function createFestival(o: { db: Db; body: Body }): Promise<TFestival> {
  return o.db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .insert(festivals)
      .values({ ...o.body, createdAt: now, updatedAt: now })
      .returning();
    await recordChange(tx, { entity: 'festival', entityId: row.id, before: null, after: snapshot(row) });
    return view(row);
  });
}

export async function updateFestival(o: { db: Db; id: number; body: Body }): Promise<TFestival> {
  return o.db.transaction(async (tx) => {
    const [before] = await tx.select().from(festivals).where(eq(festivals.id, o.id)).for('update');
    if (!before) throw missing();
    const [after] = await tx
      .update(festivals)
      .set({ ...o.body, updatedAt: clock.now() })
      .where(eq(festivals.id, o.id))
      .returning();
    await recordChange(tx, {
      entity: 'festival',
      entityId: o.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return view(after);
  });
}

/** Deletes a festival; campaigns tied to it lose the tie (the database sets it to null). */
export async function deleteFestival(o: { db: Db; id: number }): Promise<TFestival> {
  return o.db.transaction(async (tx) => {
    const [row] = await tx.delete(festivals).where(eq(festivals.id, o.id)).returning();
    if (!row) throw missing();
    await recordChange(tx, { entity: 'festival', entityId: o.id, before: snapshot(row), after: null });
    return view(row);
  });
}
