import { testsRunning } from '../config.ts';

// The server's one answer to "what time is it". Delivery dates, slot lead times and the expiry
// of sessions, links, coupons and vouchers all read it, and SQL that compares a time takes it as
// a parameter instead of calling the database's now(). So a test that sets this clock moves the
// whole server, on PGlite and on PostgreSQL alike (faking Date moved PGlite, which runs in this
// process, but never PostgreSQL).

let fixedAt: number | null = null;
let offsetMs = 0;

/** The current instant, as the shop's rules see it. */
export function now(): Date {
  return new Date(fixedAt ?? Date.now() + offsetMs);
}

function assertTesting(what: string) {
  if (!testsRunning()) throw new Error(`${what} is only for tests (NODE_ENV=test)`);
}

/** Tests only: the clock stops at `at` and stays there until set again or reset. */
export function setClock(at: Date) {
  assertTesting('setClock');
  fixedAt = at.getTime();
  offsetMs = 0;
}

/**
 * Tests only: the clock runs `ms` ahead of real time (behind when negative). Browser tests use
 * it: their pages and timers need time to pass, but at a known time of day.
 */
export function shiftClock(ms: number) {
  assertTesting('shiftClock');
  fixedAt = null;
  offsetMs = ms;
}

/** Back to real time; harmless outside tests. */
export function resetClock() {
  fixedAt = null;
  offsetMs = 0;
}
