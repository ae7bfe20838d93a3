import type { TDigResult } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { treasureDigCounts, treasureDigs, treasures } from '../../db/schema/games.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { racePoint } from '../../lib/race-points.ts';
import { awardPrize } from '../prizes/index.ts';
import { findHunt, remainingOf, spotCards } from './treasure-reads.ts';

// A dig. Whether there is treasure under the product is decided here, in one transaction that
// also counts the dig and, for the first digger there, claims the treasure and awards its prize.

/** In English, as tests read it. */
export const NO_DIGS_LEFT = m.errors_fun_no_digs_left({}, { locale: 'en' });
/** In English, as tests read it. */
export const ALREADY_DUG = m.errors_fun_already_dug({}, { locale: 'en' });

export async function dig(o: {
  db: Db;
  huntId: number;
  productId: string;
  userId: string;
  now: Date;
}): Promise<TDigResult> {
  const { hunt } = await findHunt(o.db, { huntId: o.huntId });
  if (!(hunt.startsAt <= o.now && o.now < hunt.endsAt))
    throw new AppError('not_running', m.errors_fun_hunt_not_running(), 409);
  const [product] = await spotCards(o.db, hunt.id, o.productId);
  if (!product) throw notFound(m.errors_not_found_that_digging_spot);
  await racePoint('treasure-dig:start');
  const outcome = await o.db.transaction(async (tx) => {
    await racePoint('treasure-dig:claim');
    // A spot is dug once per shopper: a repeat (a double tap) is refused before a dig is spent,
    // and the refusal rolls the whole transaction back.
    const [first] = await tx
      .insert(treasureDigs)
      .values({ huntId: hunt.id, userId: o.userId, productId: o.productId, createdAt: o.now })
      .onConflictDoNothing()
      .returning({ id: treasureDigs.id });
    if (!first) throw new AppError('already_dug', m.errors_fun_already_dug(), 409);
    const [counted] = await tx
      .insert(treasureDigCounts)
      .values({ huntId: hunt.id, userId: o.userId, digs: 1 })
      .onConflictDoUpdate({
        target: [treasureDigCounts.huntId, treasureDigCounts.userId],
        set: { digs: sql`${treasureDigCounts.digs} + 1` },
        setWhere: sql`${treasureDigCounts.digs} < ${hunt.digsPerUser}`,
      })
      .returning({ digs: treasureDigCounts.digs });
    if (!counted) throw new AppError('no_digs_left', m.errors_fun_no_digs_left(), 409);
    // The first digger claims the treasure; everyone after finds the hole empty.
    const [claimed] = await tx
      .update(treasures)
      .set({ foundBy: o.userId, foundAt: o.now })
      .where(
        and(eq(treasures.huntId, hunt.id), eq(treasures.productId, o.productId), isNull(treasures.foundBy)),
      )
      .returning({ id: treasures.id, prizeId: treasures.prizeId });
    let prize: TDigResult['prize'] = null;
    if (claimed) {
      const award = await awardPrize(tx, {
        prizeId: claimed.prizeId,
        userId: o.userId,
        source: 'treasure',
        sourceKey: `treasure:${claimed.id}`,
        reason: hunt.title,
        now: o.now,
      });
      await tx.update(treasures).set({ awardId: award.awardId }).where(eq(treasures.id, claimed.id));
      await tx.update(treasureDigs).set({ treasureId: claimed.id }).where(eq(treasureDigs.id, first.id));
      prize = { title: award.title, code: award.code, credit: award.credit };
    }
    return { prize, digsLeft: hunt.digsPerUser - counted.digs };
  });
  return {
    found: outcome.prize !== null,
    product,
    prize: outcome.prize,
    digsLeft: outcome.digsLeft,
    remaining: await remainingOf(o.db, hunt.id),
  };
}
