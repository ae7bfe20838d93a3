import { describe, expect, it } from 'vitest';
import { kathmanduInstant } from './dates.ts';
import { deliverableOn, earliestDeliveryDate, sameDayOrderBy } from './delivery-rules.ts';

// 2026-11-29 is a Sunday; times are Kathmandu wall-clock.
const at = (hour: number, minute = 0, date = '2026-11-29') => kathmanduInstant(date, hour, minute);

describe('the same-day cut-off', () => {
  it("is the store's own hour when it set one, whatever the preparation time", () => {
    expect(sameDayOrderBy({ prepHours: 4, isSameDay: true, cutoffHour: 15 })).toBe(15);
    expect(sameDayOrderBy({ prepHours: 0, isSameDay: true, cutoffHour: 11 })).toBe(11);
  });

  it('is otherwise early enough to be ready by 18:00', () => {
    expect(sameDayOrderBy({ prepHours: 4, isSameDay: true })).toBe(14);
    expect(sameDayOrderBy({ prepHours: 0, isSameDay: true, cutoffHour: null })).toBe(18);
    expect(sameDayOrderBy({ prepHours: 18, isSameDay: true })).toBeNull();
  });

  it('does not exist for products that are not same-day', () => {
    expect(sameDayOrderBy({ prepHours: 0, isSameDay: false, cutoffHour: 15 })).toBeNull();
  });
});

describe('deliverableOn', () => {
  const cake = { prepHours: 4, isSameDay: true, cutoffHour: 15 };
  it('takes orders for today until the cut-off, not a minute after', () => {
    expect(deliverableOn(at(14, 59), '2026-11-29', cake)).toBe(true);
    expect(deliverableOn(at(15, 0), '2026-11-29', cake)).toBe(false);
    expect(deliverableOn(at(14, 59), '2026-11-29', { ...cake, cutoffHour: null })).toBe(false);
    expect(deliverableOn(at(13, 59), '2026-11-29', { ...cake, cutoffHour: null })).toBe(true);
  });

  it('needs the preparation done by 18:00 on a later day, and never a past day', () => {
    const wedding = { prepHours: 48, isSameDay: false };
    expect(deliverableOn(at(10), '2026-11-30', wedding)).toBe(false);
    expect(deliverableOn(at(10), '2026-12-01', wedding)).toBe(true);
    expect(deliverableOn(at(19), '2026-12-01', wedding)).toBe(false);
    expect(deliverableOn(at(10), '2026-11-28', { prepHours: 0, isSameDay: true })).toBe(false);
  });
});

describe('earliestDeliveryDate', () => {
  const cake = { prepHours: 4, isSameDay: true, cutoffHour: 15 };
  it('is today before the cut-off, tomorrow after it', () => {
    expect(earliestDeliveryDate(at(10), cake)).toBe('2026-11-29');
    expect(earliestDeliveryDate(at(16), cake)).toBe('2026-11-30');
    expect(earliestDeliveryDate(at(10), { prepHours: 4, isSameDay: false })).toBe('2026-11-30');
  });

  it('moves past the days the store is closed', () => {
    const closed = new Set(['2026-11-29', '2026-11-30']);
    expect(earliestDeliveryDate(at(10), cake, closed)).toBe('2026-12-01');
    expect(earliestDeliveryDate(at(10), { prepHours: 72, isSameDay: false })).toBe('2026-12-02');
  });

  it('is null when no day can be booked', () => {
    expect(earliestDeliveryDate(at(10), { prepHours: 24 * 200, isSameDay: false })).toBeNull();
  });
});
