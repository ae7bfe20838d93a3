import { describe, expect, it } from 'vitest';
import { fromBikramSambat, toBikramSambat } from './bikram-sambat.ts';
import { maxDayOfMonth, nextOccurrence, occasionInYear, reminderDue, upcoming } from './occasion-dates.ts';

describe('occasion dates', () => {
  it('recur on their Bikram Sambat day, a different Gregorian day each year', () => {
    const mangsir12 = { calendar: 'bs', month: 8, day: 12 } as const;
    const y2083 = occasionInYear(mangsir12, 2083);
    const y2084 = occasionInYear(mangsir12, 2084);
    expect(y2083).toBe(fromBikramSambat({ year: 2083, month: 8, day: 12 }));
    expect(toBikramSambat(y2084 ?? '')).toEqual({ year: 2084, month: 8, day: 12 });
    expect(y2083?.slice(5)).not.toBe(y2085Of(mangsir12));
    // Before it this BS year: this year's; the day after: next BS year's.
    expect(nextOccurrence(mangsir12, '2026-11-01')).toBe(y2083);
    expect(nextOccurrence(mangsir12, y2083 ?? '')).toBe(y2083);
    const after = toIso(Date.parse(`${y2083}T00:00:00Z`) + 86_400_000);
    expect(nextOccurrence(mangsir12, after)).toBe(y2084);
  });

  it('crosses the BS new year: a Chaitra day seen in Baisakh is eleven months away', () => {
    const chaitra5 = { calendar: 'bs', month: 12, day: 5 } as const;
    const baisakh2 = fromBikramSambat({ year: 2083, month: 1, day: 2 }) ?? '';
    expect(toBikramSambat(nextOccurrence(chaitra5, baisakh2) ?? '')).toEqual({
      year: 2083,
      month: 12,
      day: 5,
    });
    const chaitra10 = fromBikramSambat({ year: 2082, month: 12, day: 10 }) ?? '';
    const next = nextOccurrence(chaitra5, chaitra10) ?? '';
    expect(toBikramSambat(next)).toEqual({ year: 2083, month: 12, day: 5 });
  });

  it('puts a day the month lacks that year on its last day', () => {
    // Shrawan (month 4) has 32 days in some years and 31 in others.
    const shrawan32 = { calendar: 'bs', month: 4, day: 32 } as const;
    for (const year of [2081, 2082, 2083, 2084]) {
      const date = occasionInYear(shrawan32, year) ?? '';
      const bs = toBikramSambat(date);
      expect(bs?.month, String(year)).toBe(4);
      expect(bs?.day).toBeGreaterThanOrEqual(31);
      expect(toBikramSambat(toIso(Date.parse(`${date}T00:00:00Z`) + 86_400_000))?.month).toBe(5);
    }
  });

  it('keeps 29 February on 28 February outside leap years', () => {
    const leap = { calendar: 'ad', month: 2, day: 29 } as const;
    expect(occasionInYear(leap, 2027)).toBe('2027-02-28');
    expect(occasionInYear(leap, 2028)).toBe('2028-02-29');
    expect(nextOccurrence(leap, '2026-11-30')).toBe('2027-02-28');
    expect(nextOccurrence(leap, '2027-03-01')).toBe('2028-02-29');
    expect(nextOccurrence({ calendar: 'ad', month: 12, day: 25 }, '2026-12-26')).toBe('2027-12-25');
  });

  it('counts the days and says when a reminder is due', () => {
    const soon = { calendar: 'ad', month: 12, day: 5, daysBefore: 7 } as const;
    expect(upcoming(soon, '2026-11-30')).toEqual({ date: '2026-12-05', inDays: 5 });
    expect(reminderDue(soon, '2026-11-30')).toEqual({ date: '2026-12-05', inDays: 5 });
    expect(reminderDue({ ...soon, daysBefore: 3 }, '2026-11-30')).toBeNull();
    expect(reminderDue(soon, '2026-12-05')?.inDays).toBe(0);
    expect(maxDayOfMonth('ad', 2)).toBe(29);
    expect(maxDayOfMonth('bs', 3)).toBe(32);
  });

  it('has no next day past the end of the BS table', () => {
    expect(nextOccurrence({ calendar: 'bs', month: 1, day: 1 }, '2040-01-01')).toBeNull();
  });
});

const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const y2085Of = (o: { calendar: 'bs'; month: number; day: number }) => occasionInYear(o, 2085)?.slice(5);
