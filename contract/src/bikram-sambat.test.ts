import { describe, expect, it } from 'vitest';
import {
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  bsMonthDays,
  fromBikramSambat,
  toBikramSambat,
} from './bikram-sambat.ts';
import { addDays } from './dates.ts';

// Known days, each agreed by three independent converters (nepali-datetime, nepali-date-converter
// and Medic's bikram-sambat) and, for the dated events, by the record: the Gorkha earthquake on
// Baisakh 12, 2072 (25 April 2015), the constitution on Ashwin 3, 2072 (20 September 2015), the
// republic on Jestha 15, 2065 (28 May 2008), Loktantra Diwas on Baisakh 11, 2063 (24 April 2006),
// Prajatantra Diwas on Falgun 7, 2007 (18 February 1951), the end of the 1990 movement on Chaitra
// 26, 2046 (8 April 1990). Then New Year's days across the table and the last days of months of
// every length (29 to 32 days).
const KNOWN: [year: number, month: number, day: number, gregorian: string][] = [
  [2072, 1, 12, '2015-04-25'],
  [2072, 6, 3, '2015-09-20'],
  [2063, 1, 11, '2006-04-24'],
  [2007, 11, 7, '1951-02-18'],
  [2046, 12, 26, '1990-04-08'],
  [2065, 2, 15, '2008-05-28'],
  [2083, 8, 14, '2026-11-30'],
  [2000, 1, 1, '1943-04-14'],
  [2005, 1, 1, '1948-04-13'],
  [2012, 1, 1, '1955-04-14'],
  [2020, 1, 1, '1963-04-14'],
  [2033, 1, 1, '1976-04-13'],
  [2040, 1, 1, '1983-04-14'],
  [2048, 1, 1, '1991-04-14'],
  [2056, 1, 1, '1999-04-14'],
  [2060, 1, 1, '2003-04-14'],
  [2069, 1, 1, '2012-04-13'],
  [2075, 1, 1, '2018-04-14'],
  [2080, 1, 1, '2023-04-14'],
  [2081, 1, 1, '2024-04-13'],
  [2082, 1, 1, '2025-04-14'],
  [2083, 1, 1, '2026-04-14'],
  [2000, 12, 31, '1944-04-12'],
  [2010, 3, 32, '1953-07-15'],
  [2024, 4, 32, '1967-08-16'],
  [2035, 2, 32, '1978-06-14'],
  [2043, 11, 30, '1987-03-14'],
  [2050, 6, 30, '1993-10-16'],
  [2058, 3, 31, '2001-07-15'],
  [2066, 4, 32, '2009-08-16'],
  [2070, 12, 30, '2014-04-13'],
  [2077, 3, 31, '2020-07-15'],
  [2079, 9, 30, '2023-01-14'],
  [2081, 3, 31, '2024-07-15'],
  [2082, 12, 30, '2026-04-13'],
  [2083, 8, 29, '2026-12-15'],
  [2083, 12, 30, '2027-04-13'],
  [2045, 1, 1, '1988-04-13'],
  [2053, 1, 1, '1996-04-13'],
  [2064, 1, 1, '2007-04-14'],
  [2071, 1, 1, '2014-04-14'],
  [2084, 1, 1, '2027-04-14'],
  [2084, 2, 1, '2027-05-15'],
  [2030, 7, 15, '1973-10-31'],
  [2052, 10, 1, '1996-01-15'],
];

describe('Bikram Sambat', () => {
  it('puts at least forty known days on the right Gregorian day, both ways', () => {
    expect(KNOWN.length).toBeGreaterThanOrEqual(40);
    for (const [year, month, day, gregorian] of KNOWN) {
      expect(fromBikramSambat({ year, month, day }), `${year}-${month}-${day}`).toBe(gregorian);
      expect(toBikramSambat(gregorian), gregorian).toEqual({ year, month, day });
    }
  });

  it('says Mangsir 14, 2083 is 30 November 2026', () => {
    expect(toBikramSambat('2026-11-30')).toEqual({ year: 2083, month: 8, day: 14 });
  });

  it('walks every day of the table in order: each the day after the one before, months of 29 to 32 days', () => {
    let gregorian = '1943-04-14';
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_YEAR; year++) {
      let yearDays = 0;
      for (let month = 1; month <= 12; month++) {
        const days = bsMonthDays(year, month) ?? 0;
        expect(days).toBeGreaterThanOrEqual(29);
        expect(days).toBeLessThanOrEqual(32);
        yearDays += days;
        for (let day = 1; day <= days; day++) {
          expect(fromBikramSambat({ year, month, day })).toBe(gregorian);
          expect(toBikramSambat(gregorian)).toEqual({ year, month, day });
          gregorian = addDays(gregorian, 1);
        }
      }
      expect([365, 366]).toContain(yearDays);
    }
    expect(gregorian).toBe('2034-04-14');
  });

  it('has no answer outside the table or for a day that does not exist', () => {
    expect(toBikramSambat('1943-04-13')).toBeNull();
    expect(toBikramSambat('2034-04-14')).toBeNull();
    expect(toBikramSambat('2026-02-30')).toBeNull();
    expect(toBikramSambat('30 Nov 2026')).toBeNull();
    expect(fromBikramSambat({ year: 1999, month: 12, day: 30 })).toBeNull();
    expect(fromBikramSambat({ year: 2091, month: 1, day: 1 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 13, day: 1 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 8, day: 30 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 8, day: 0 })).toBeNull();
    expect(bsMonthDays(2083, 0)).toBeNull();
  });
});
