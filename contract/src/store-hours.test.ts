import { describe, expect, it } from 'vitest';
import { kathmanduInstant } from './dates.ts';
import { type DayHours, dayHoursText, openState, openStateText } from './store-hours.ts';

// 2026-11-29 is a Sunday in Kathmandu.
const at = (date: string, hour: number, minute = 0) => kathmanduInstant(date, hour, minute);
const weekday = { opens: '09:00', closes: '20:00' };
/** Closed on Sundays, shorter on Saturdays. */
const week: DayHours[] = [
  null,
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  { opens: '10:00', closes: '18:30' },
];
const line = (now: Date, hours = week) => openStateText(openState(hours, now));

describe('open or closed now, in Kathmandu', () => {
  it('is open between its hours and says when it closes', () => {
    expect(line(at('2026-11-30', 9))).toBe('Open now · closes 8 pm');
    expect(line(at('2026-11-30', 19, 59))).toBe('Open now · closes 8 pm');
    expect(line(at('2026-12-05', 12))).toBe('Open now · closes 6:30 pm');
  });

  it('says when it opens: later today, or the day it opens next', () => {
    expect(line(at('2026-11-30', 7, 30))).toBe('Closed · opens 9 am');
    expect(line(at('2026-11-30', 20))).toBe('Closed · opens 9 am Tue');
    // Sunday, closed all day: Monday next.
    expect(line(at('2026-11-29', 12))).toBe('Closed · opens 9 am Mon');
    // Saturday evening: Sunday is closed, so Monday.
    expect(line(at('2026-12-05', 19))).toBe('Closed · opens 9 am Mon');
  });

  it('reads the Kathmandu clock, not UTC: 20:10 in Kathmandu is 14:25 UTC', () => {
    expect(line(new Date('2026-11-30T14:25:00Z'))).toBe('Closed · opens 9 am Tue');
    expect(line(new Date('2026-11-30T14:10:00Z'))).toBe('Open now · closes 8 pm');
  });

  it('is simply closed when no day has hours, and ignores hours that close before they open', () => {
    expect(line(at('2026-11-30', 12), [null, null, null, null, null, null, null])).toBe('Closed');
    const odd: DayHours[] = [null, { opens: '20:00', closes: '09:00' }, null, null, null, null, null];
    expect(line(at('2026-11-30', 21), odd)).toBe('Closed');
  });

  it('writes a day in the shop’s time style', () => {
    expect(dayHoursText(weekday)).toBe('9 am – 8 pm');
    expect(dayHoursText({ opens: '07:30', closes: '12:00' })).toBe('7:30 am – 12 pm');
    expect(dayHoursText(null)).toBe('Closed');
  });
});
