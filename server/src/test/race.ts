import { sql } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import type { Database } from '../db/client.ts';
import { type Barrier, barrier, onRacePoint, type RacePoint } from '../lib/race-points.ts';

// Shared by the race tests: instead of sending requests together and hoping they overlap (or
// sleeping and hoping the other side got far enough), they wait for a state that proves it.

/**
 * The test pool has 5 connections and a request waiting inside its transaction holds one; one is
 * left for the other requests and the test.
 */
const MEET_IN_TRANSACTION = 4;

/**
 * Holds the first racers of the running test until they are all there, so the race is certain.
 * On PostgreSQL they meet at `inside`, in their transactions after every check: several
 * transactions have read the same state and now all write. PGlite runs one transaction at a
 * time, so there all `racers` meet at `before`, just before starting theirs, and queue together.
 */
export function raceAt(database: Database, o: { racers: number; before: RacePoint; inside: RacePoint }) {
  const inTransaction = database.kind === 'postgres';
  return meetAt(
    inTransaction ? o.inside : o.before,
    inTransaction ? Math.min(o.racers, MEET_IN_TRANSACTION) : o.racers,
  );
}

/** Holds the first `racers` requests reaching `point` until all of them have; on both databases. */
export function meetAt(point: RacePoint, racers: number): Barrier {
  const gate = barrier(racers);
  onTestFinished(onRacePoint(point, () => gate.arrive()));
  return gate;
}

/**
 * Resolves once a statement sent meanwhile is waiting for a lock the test's own transaction
 * holds (PostgreSQL): that request has taken what it takes before and is stuck behind the test.
 * PGlite runs one transaction at a time, so there a request cannot begin before the test's
 * transaction ends, and that order is already certain.
 */
export async function blockedOnLock(database: Database, timeoutMs = 15_000) {
  if (database.kind !== 'postgres') return;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await database.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`);
    if (Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n) > 0) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no request was waiting for a lock after ${timeoutMs} ms`);
}
