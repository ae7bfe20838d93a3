import { describe, expect, it } from 'vitest';
import { festivalDays, festivalName, festivalOn } from './festivals.ts';

const dashain = { id: 1, name: 'Dashain', nameNe: 'दशैं', startsOn: '2027-10-06', endsOn: '2027-10-09' };
const tihar = { id: 2, name: 'Tihar', nameNe: 'तिहार', startsOn: '2027-10-27', endsOn: '2027-10-31' };
const bhaiTika = {
  id: 3,
  name: 'Bhai Tika',
  nameNe: 'भाइटीका',
  startsOn: '2027-10-31',
  endsOn: '2027-10-31',
};

describe('festivalOn: which festival names a day', () => {
  it('names the festival whose days hold the day, first and last days included', () => {
    expect(festivalOn('2027-10-06', [dashain, tihar])).toBe(dashain);
    expect(festivalOn('2027-10-09', [dashain, tihar])).toBe(dashain);
    expect(festivalOn('2027-10-29', [dashain, tihar])).toBe(tihar);
  });

  it('names none between festivals or without any', () => {
    expect(festivalOn('2027-10-10', [dashain, tihar])).toBeNull();
    expect(festivalOn('2027-10-05', [dashain])).toBeNull();
    expect(festivalOn('2027-10-29', [])).toBeNull();
  });

  it('names the shorter of two overlapping festivals, whatever their order', () => {
    expect(festivalOn('2027-10-31', [tihar, bhaiTika])).toBe(bhaiTika);
    expect(festivalOn('2027-10-31', [bhaiTika, tihar])).toBe(bhaiTika);
    expect(festivalOn('2027-10-30', [bhaiTika, tihar])).toBe(tihar);
  });
});

describe('festival texts', () => {
  it("gives the name in the reader's language, English where the Nepali one is blank", () => {
    expect(festivalName(tihar, 'en')).toBe('Tihar');
    expect(festivalName(tihar, 'ne')).toBe('तिहार');
    expect(festivalName({ ...tihar, nameNe: '' }, 'ne')).toBe('Tihar');
  });

  it('gives the days in both calendars, a span written once', () => {
    expect(festivalDays(tihar)).toBe('27–31 October 2027 (Kartik 10–14, 2084)');
    expect(festivalDays(bhaiTika)).toBe('31 Oct 2027 (Kartik 14, 2084)');
  });
});
