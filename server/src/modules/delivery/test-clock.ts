import { addDays, kathmanduInstant, todayInKathmandu } from '@upahar/contract';
import { vi } from 'vitest';

/**
 * Freezes `Date` (only Date: timers keep running) at `hour`:`minute` Kathmandu time on a day 30
 * days from the real today, so the delivery API tests see the same time of day on every run.
 * PGlite takes its now() from the same clock, so freeze before making sessions: they then expire
 * a day after the frozen instant, which is later than the real clock PostgreSQL uses too. Calling
 * it again moves the clock within that same day. Undo with vi.useRealTimers() in afterEach.
 */
export function freezeKathmandu(hour: number, minute = 0) {
  const today = addDays(todayInKathmandu(new Date(vi.getRealSystemTime())), 30);
  const now = kathmanduInstant(today, hour, minute);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return { today, tomorrow: addDays(today, 1), now };
}
