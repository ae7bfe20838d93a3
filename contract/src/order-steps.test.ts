import { describe, expect, it } from 'vitest';
import { daysEarly, earlyText } from './order-steps.ts';

describe('steps taken before the delivery day', () => {
  it('counts whole days in Nepal until the day, none on it or after it', () => {
    // 18:14 UTC on 27 Nov is 23:59 in Kathmandu; a quarter of an hour later it is the 28th there.
    expect(daysEarly('2026-12-01', new Date('2026-11-27T18:14:00Z'))).toBe(4);
    expect(daysEarly('2026-12-01', new Date('2026-11-27T18:16:00Z'))).toBe(3);
    expect(daysEarly('2026-12-01', new Date('2026-11-30T18:16:00Z'))).toBe(0);
    expect(daysEarly('2026-12-01', new Date('2026-12-05T06:00:00Z'))).toBe(0);
  });

  it('says which day the order is for and how early it is', () => {
    expect(earlyText('2026-12-01', 3)).toBe('This order is for Tue 1 Dec — it is 3 days early');
    expect(earlyText('2026-12-01', 1)).toBe('This order is for Tue 1 Dec — it is 1 day early');
  });
});
