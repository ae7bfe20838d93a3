import type { ZContestPlacesBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contestEntries, contests } from '../../db/schema/contests.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { publishStaffResults } from './results.ts';
import { getStaffContest } from './staff.ts';

// The admins' judging: places for contests staff judge, and publishing results by hand.

/** Staff judging: the places, replaced as a whole, before the results are published. */
export async function setPlaces(o: {
  db: Db;
  id: number;
  body: z.output<typeof ZContestPlacesBody>;
  now: Date;
}) {
  await o.db.transaction(async (tx) => {
    const [c] = await tx.select().from(contests).where(eq(contests.id, o.id)).for('update');
    if (!c) throw notFound(m.errors_not_found_contest);
    if (c.judging !== 'staff') throw new AppError('judged_by_votes', m.errors_fun_votes_decide(), 409);
    if (c.resultsPublishedAt) throw new AppError('already_published', m.errors_fun_results_published(), 409);
    const ids = o.body.places.map((p) => p.entryId);
    if (ids.length > 0) {
      const found = await tx
        .select({ id: contestEntries.id })
        .from(contestEntries)
        .where(
          and(
            eq(contestEntries.contestId, c.id),
            inArray(contestEntries.id, ids),
            isNull(contestEntries.hiddenAt),
          ),
        );
      if (found.length !== ids.length) throw notFound(m.errors_not_found_one_of_the_entries);
    }
    const before = await tx
      .select({ id: contestEntries.id, place: contestEntries.place })
      .from(contestEntries)
      .where(and(eq(contestEntries.contestId, c.id), sql`${contestEntries.place} is not null`));
    await tx.update(contestEntries).set({ place: null }).where(eq(contestEntries.contestId, c.id));
    for (const p of o.body.places)
      await tx.update(contestEntries).set({ place: p.place }).where(eq(contestEntries.id, p.entryId));
    await recordChange(tx, {
      entity: 'contest',
      entityId: c.id,
      before: { places: before },
      after: { places: o.body.places },
    });
  });
  return getStaffContest({ db: o.db, id: o.id, now: o.now });
}

export async function publish(o: { db: Db; id: number; now: Date; publicUrl: string }) {
  await o.db.transaction(async (tx) => {
    const [c] = await tx.select().from(contests).where(eq(contests.id, o.id));
    if (!c) throw notFound(m.errors_not_found_contest);
    if (c.judging === 'staff') {
      const [{ placed }] = await tx
        .select({ placed: count() })
        .from(contestEntries)
        .where(and(eq(contestEntries.contestId, c.id), sql`${contestEntries.place} is not null`));
      if (placed === 0 && c.endsAt <= o.now && !c.resultsPublishedAt)
        throw new AppError('no_places', m.errors_fun_pick_winners(), 409);
    }
    await publishStaffResults({ tx, contest: c, now: o.now, publicUrl: o.publicUrl });
    await recordChange(tx, {
      entity: 'contest',
      entityId: c.id,
      before: { resultsPublishedAt: null },
      after: { resultsPublishedAt: o.now },
    });
  });
  return getStaffContest({ db: o.db, id: o.id, now: o.now });
}
