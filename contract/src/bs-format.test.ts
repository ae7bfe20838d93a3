import { describe, expect, it } from 'vitest';
import { formatBothCalendars, formatBsDate } from './bs-format.ts';

describe('days in both calendars', () => {
  it('writes a day in Bikram Sambat in each language', () => {
    expect(formatBsDate('2026-11-30')).toBe('Mangsir 14, 2083');
    expect(formatBsDate('2026-11-30', 'ne')).toBe('मंसिर १४, २०८३');
    expect(formatBsDate('2026-04-14', 'ne')).toBe('बैशाख १, २०८३');
    expect(formatBsDate('1900-01-01')).toBe('');
  });

  it('puts the reader’s calendar first', () => {
    expect(formatBothCalendars('2026-11-30')).toBe('30 Nov 2026 (Mangsir 14, 2083)');
    expect(formatBothCalendars('2026-11-30', 'ne')).toBe('मंसिर १४, २०८३ (30 Nov 2026)');
    expect(formatBothCalendars('2027-04-13', 'en')).toBe('13 Apr 2027 (Chaitra 30, 2083)');
  });

  it('gives a day outside the table in the Gregorian calendar alone', () => {
    expect(formatBothCalendars('2040-01-01')).toBe('1 Jan 2040');
    expect(formatBothCalendars('not a day')).toBe('not a day');
  });
});
