import { addDays, kathmanduInstant } from '@upahar/contract';
import { onTestFinished } from 'vitest';
import { resetClock, setClock } from '../lib/clock.ts';

/**
 * The day the tests that stop the clock run on: a fixed date, so no run depends on the real
 * calendar. It is in the past, so sessions made before the clock is stopped (they last from real
 * time) stay live.
 */
export const TEST_DAY = '2025-06-11';

/**
 * Stops the shop's clock at `hour`:`minute` Kathmandu time on TEST_DAY, so a test sees the same
 * date and time of day on every run. Only the shop's clock stops (timers keep running),
 * and SQL takes its time from that clock, so PGlite and PostgreSQL agree. Calling it again moves
 * the clock within the same day; it runs in real time again once the test has finished.
 */
export function freezeKathmandu(hour: number, minute = 0) {
  const now = freezeClock(kathmanduInstant(TEST_DAY, hour, minute));
  return { today: TEST_DAY, tomorrow: addDays(TEST_DAY, 1), now };
}

/** Stops the shop's clock at `at` for the rest of the running test; answers `at`. */
export function freezeClock(at: Date): Date {
  setClock(at);
  onTestFinished(resetClock);
  return at;
}
