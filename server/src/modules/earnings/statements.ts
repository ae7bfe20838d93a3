import { addDays, todayInKathmandu } from '@upahar/contract';
import { and, eq, exists, gt, gte, lt, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerEntries, storeStatements } from '../../db/schema/earnings.ts';
import * as clock from '../../lib/clock.ts';
import { racePoint } from '../../lib/race-points.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { statementMail } from './statement-mail.ts';
import { statementView } from './statement-reads.ts';
import { payableOf } from './terms.ts';
import { sundayOf, weekOf } from './weeks.ts';

// Each store's week (Sunday to Saturday, Nepal time) becomes a statement once it has ended: the
// balance before it, its entries and the balance after, e-mailed to the store's owner. Every
// instance of the shop may run this at the same moment; the unique (store, week) key makes each
// statement exactly once, and only the run whose row went in queues its e-mail.

/**
 * How many finished weeks back a run looks for a statement not made yet: a shop that was down
 * on a Sunday catches up, and the first run on a shop with a long history stays short.
 */
export const CATCH_UP_WEEKS = 8;

/**
 * A week is made into statements only this long after it ends. An entry's time is when its
 * transaction began, so a delivery that began just before midnight may commit just after it;
 * waiting lets it land in its week before the week is counted.
 */
const SETTLE_MS = 5 * 60_000;

type Week = ReturnType<typeof weekOf>;

/** The finished weeks a run looks at, oldest first, as of `now`. */
function finishedWeeks(now: Date): Week[] {
  const current = sundayOf(todayInKathmandu(new Date(now.getTime() - SETTLE_MS)));
  return Array.from({ length: CATCH_UP_WEEKS }, (_, i) =>
    weekOf(addDays(current, -7 * (CATCH_UP_WEEKS - i))),
  );
}

/** The stores with an entry in `week` and no statement for it yet. */
async function storesDue(db: DbOrTx, week: Week): Promise<number[]> {
  const entered = db
    .select({ one: sql`1` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.storeId, stores.id),
        gte(ledgerEntries.createdAt, week.from),
        lt(ledgerEntries.createdAt, week.until),
      ),
    );
  const made = db
    .select({ one: sql`1` })
    .from(storeStatements)
    .where(and(eq(storeStatements.storeId, stores.id), eq(storeStatements.weekStart, week.weekStart)));
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(exists(entered), notExists(made)))
    .orderBy(stores.id);
  return rows.map((r) => r.id);
}

const sum = sql<number>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)::bigint`;

/**
 * Makes one store's statement for one week in a short transaction of its own; true when this
 * run made it (another run may have, meanwhile, and then this one sends nothing).
 */
async function makeStatement(
  db: DbOrTx,
  storeId: number,
  week: Week,
  publicUrl: string | null,
): Promise<boolean> {
  await racePoint('statement:start');
  return db.transaction(async (tx) => {
    const [store] = await tx
      .select({
        id: stores.id,
        name: stores.name,
        slug: stores.slug,
        payoutsHeldReason: stores.payoutsHeldReason,
        ownerEmail: users.email,
        ownerName: users.name,
      })
      .from(stores)
      .leftJoin(users, eq(users.id, stores.ownerUserId))
      .where(eq(stores.id, storeId));
    const ofStore = eq(ledgerEntries.storeId, storeId);
    const [before] = await tx
      .select({ sum })
      .from(ledgerEntries)
      .where(and(ofStore, lt(ledgerEntries.createdAt, week.from)));
    const [during] = await tx
      .select({ sum, count: sql<number>`count(*)::int`, lastId: sql<number>`max(${ledgerEntries.id})::int` })
      .from(ledgerEntries)
      .where(and(ofStore, gte(ledgerEntries.createdAt, week.from), lt(ledgerEntries.createdAt, week.until)));
    const count = Number(during?.count ?? 0);
    if (!store || count === 0) return false;
    const opening = Number(before?.sum ?? 0);
    const closing = opening + Number(during?.sum ?? 0);
    await racePoint('statement:insert');
    const [row] = await tx
      .insert(storeStatements)
      .values({
        storeId,
        weekStart: week.weekStart,
        fromAt: week.from,
        untilAt: week.until,
        lastEntryId: Number(during?.lastId),
        openingPaisa: opening,
        closingPaisa: closing,
        payablePaisa: payableOf(closing, store.payoutsHeldReason),
        entryCount: count,
      })
      .onConflictDoNothing({ target: [storeStatements.storeId, storeStatements.weekStart] })
      .returning();
    if (!row) return false;
    // A store without an owner (an admin still setting it up) has its statement on the page only.
    if (store.ownerEmail && publicUrl !== null) {
      const view = await statementView(tx, store, row);
      await queueEmail({
        db: tx,
        mail: statementMail({ view, to: store.ownerEmail, ownerName: store.ownerName ?? '', publicUrl }),
      });
    }
    return true;
  });
}

/**
 * Makes the statements of every finished week (up to CATCH_UP_WEEKS back) for each store with
 * entries in it and no statement yet, oldest week first, and queues each one's e-mail. A store
 * whose statement fails does not stop the others; the run then fails with what went wrong, so
 * the job's metrics show it, and the next run tries that store again.
 */
export async function makeStatements(o: {
  db: DbOrTx;
  now?: Date;
  /** null: make them without e-mails (the demo's past weeks, which nobody waits for). */
  publicUrl: string | null;
}): Promise<{ made: number }> {
  const now = o.now ?? clock.now();
  let made = 0;
  const failures: unknown[] = [];
  for (const week of finishedWeeks(now)) {
    for (const storeId of await storesDue(o.db, week)) {
      try {
        if (await makeStatement(o.db, storeId, week, o.publicUrl)) made++;
      } catch (e) {
        failures.push(e);
      }
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} weekly statements could not be made`);
  return { made };
}

/**
 * Whether a weekly statement already counted an entry of the part that is not mirrored yet: the
 * store has been sent what it earned on it, so the delivery is no longer taken back quietly.
 */
export async function partOnStatement(db: DbOrTx, partId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(ledgerEntries)
    .innerJoin(
      storeStatements,
      and(
        eq(storeStatements.storeId, ledgerEntries.storeId),
        lte(storeStatements.fromAt, ledgerEntries.createdAt),
        gt(storeStatements.untilAt, ledgerEntries.createdAt),
      ),
    )
    .where(
      and(
        eq(ledgerEntries.partId, partId),
        sql`not exists (select 1 from ${ledgerEntries} r where r.reverses_id = ${ledgerEntries.id})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
