import { kathmanduInstant } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { listWords } from './charge.ts';
import {
  assertDeliverable,
  combinedTiming,
  firstSlotDate,
  methodsWithSlots,
  SLOT_FULL,
  SLOT_PAST,
  SLOT_TOO_SOON,
  type SlotRow,
  slotLabel,
  slotReason,
  slotStart,
} from './slots.ts';

// Delivery dates and slots are Kathmandu wall-clock (UTC+5:45). Every case runs
// at a fixed instant, written as Kathmandu time and checked against UTC where the two dates differ.

/** An instant given as Kathmandu wall-clock: at('2026-05-14', 23, 30). */
const at = (date: string, h: number, m = 0) => kathmanduInstant(date, h, m);

const row = (over: Partial<SlotRow> = {}): SlotRow => ({
  methodId: 1,
  slug: 'standard',
  name: 'Standard',
  description: 'By our riders',
  surcharge: 0,
  methodLeadHours: 0,
  slotId: 1,
  startsAt: '09:00:00',
  endsAt: '12:00:00',
  capacity: 20,
  booked: 0,
  ...over,
});
const dayRows = [
  row({ slotId: 1, startsAt: '09:00:00', endsAt: '12:00:00' }),
  row({ slotId: 2, startsAt: '12:00:00', endsAt: '15:00:00' }),
  row({ slotId: 3, startsAt: '15:00:00', endsAt: '18:00:00' }),
  row({ slotId: 4, startsAt: '18:00:00', endsAt: '21:00:00' }),
];
const gift = { prepHours: 0, isSameDay: true };
const cake = { prepHours: 24, isSameDay: false };

describe('Kathmandu time', () => {
  it('starts a slot at its Kathmandu wall-clock time, 5:45 ahead of UTC', () => {
    expect(slotStart('2026-05-14', '09:00:00').toISOString()).toBe('2026-05-14T03:15:00.000Z');
    // Midnight in Kathmandu is still the day before in UTC.
    expect(slotStart('2026-05-14', '00:30:00').toISOString()).toBe('2026-05-13T18:45:00.000Z');
    expect(slotLabel('23:00:00', '00:30:00')).toBe('23:00–00:30');
  });
});

describe('slotReason', () => {
  const base = { date: '2026-05-14', startsAt: '12:00:00', leadHours: 0, capacity: 20, booked: 0 };

  it('is null for a later slot with room', () => {
    expect(slotReason({ ...base, now: at('2026-05-14', 10) })).toBeNull();
  });

  it('is Past once the slot has started, whatever its capacity', () => {
    expect(slotReason({ ...base, now: at('2026-05-14', 12) })).toBe(SLOT_PAST);
    expect(slotReason({ ...base, now: at('2026-05-14', 23, 30), booked: 20 })).toBe(SLOT_PAST);
  });

  it('is too soon when preparation and the method notice end after the start', () => {
    expect(slotReason({ ...base, now: at('2026-05-14', 10), leadHours: 3 })).toBe(SLOT_TOO_SOON);
    // Exactly ready at the start is fine.
    expect(slotReason({ ...base, now: at('2026-05-14', 10), leadHours: 2 })).toBeNull();
    // A cake needing 24 h, asked at 10:00 the day before: the 09:00 slot is too soon, 12:00 fine.
    const dayBefore = at('2026-05-13', 10);
    expect(slotReason({ ...base, now: dayBefore, startsAt: '09:00:00', leadHours: 24 })).toBe(SLOT_TOO_SOON);
    expect(slotReason({ ...base, now: dayBefore, leadHours: 24 })).toBeNull();
  });

  it('is Full when the bookings reached the capacity', () => {
    const now = at('2026-05-14', 8);
    expect(slotReason({ ...base, now, booked: 19 })).toBeNull();
    expect(slotReason({ ...base, now, booked: 20 })).toBe(SLOT_FULL);
    expect(slotReason({ ...base, now, capacity: 0 })).toBe(SLOT_FULL);
  });

  it('judges by the Kathmandu date at 00:30, when UTC is still on the day before', () => {
    const now = at('2026-05-14', 0, 30);
    expect(now.toISOString().slice(0, 10)).toBe('2026-05-13');
    expect(slotReason({ ...base, now, startsAt: '09:00:00' })).toBeNull();
    expect(slotReason({ ...base, now, date: '2026-05-13', startsAt: '18:00:00' })).toBe(SLOT_PAST);
  });
});

describe('firstSlotDate', () => {
  it('is today for a same-day gift in the morning, the Kathmandu today even before 05:45', () => {
    expect(firstSlotDate(at('2026-05-14', 10), gift, dayRows)).toBe('2026-05-14');
    expect(firstSlotDate(at('2026-05-14', 0, 30), gift, dayRows)).toBe('2026-05-14');
  });

  it('moves on when every slot of the day has passed or is too soon', () => {
    // 17:30: the 18:00 slot still starts later; 16:30 with a 2-hour method notice leaves none.
    expect(firstSlotDate(at('2026-05-14', 17, 30), gift, dayRows)).toBe('2026-05-14');
    const slow = dayRows.map((r) => ({ ...r, methodLeadHours: 2 }));
    expect(firstSlotDate(at('2026-05-14', 16, 30), gift, slow)).toBe('2026-05-15');
    // 23:30 in Kathmandu (17:45 UTC, the same UTC date): tomorrow.
    expect(firstSlotDate(at('2026-05-14', 23, 30), gift, dayRows)).toBe('2026-05-15');
  });

  it('is never today for a cake that needs 24 hours', () => {
    expect(firstSlotDate(at('2026-05-14', 10), cake, dayRows)).toBe('2026-05-15');
    // At 19:00 tomorrow's last slot (18:00) is 23 hours away.
    expect(firstSlotDate(at('2026-05-14', 19), cake, dayRows)).toBe('2026-05-16');
    expect(firstSlotDate(at('2026-05-14', 23, 30), cake, dayRows)).toBe('2026-05-16');
    // Only an 09:00 slot: at 10:00 tomorrow's is 23 hours away, too soon.
    expect(firstSlotDate(at('2026-05-14', 10), cake, [dayRows[0]])).toBe('2026-05-16');
  });

  it('ignores capacity: a full day still shows, its slots marked Full', () => {
    const full = dayRows.map((r) => ({ ...r, booked: r.capacity }));
    expect(firstSlotDate(at('2026-05-14', 10), gift, full)).toBe('2026-05-14');
  });
});

describe('methodsWithSlots', () => {
  it('groups slots by method with charges and reasons', () => {
    const express = row({
      methodId: 2,
      slug: 'express',
      name: 'Express',
      surcharge: 25_000,
      methodLeadHours: 4,
      slotId: 9,
      startsAt: '13:00:00',
      endsAt: '14:00:00',
    });
    const rows = [{ ...dayRows[0] }, { ...dayRows[1], booked: 20 }, { ...dayRows[2], booked: 5 }, express];
    const out = methodsWithSlots({
      now: at('2026-05-14', 10),
      date: '2026-05-14',
      locationId: 7,
      locationCharge: 10_000,
      timing: gift,
      rows,
    });
    expect(out.firstDeliveryDate).toBe('2026-05-14');
    expect(out.methods.map((m) => [m.slug, m.charge, m.slots.length])).toEqual([
      ['standard', 10_000, 3],
      ['express', 35_000, 1],
    ]);
    expect(out.methods[0].slots.map((s) => [s.label, s.available, s.reason, s.remaining])).toEqual([
      ['09:00–12:00', false, 'Past', 20],
      ['12:00–15:00', false, 'Full', 0],
      ['15:00–18:00', true, null, 15],
    ]);
    // 10:00 + 4 hours of notice is after 13:00.
    expect(out.methods[1].slots[0]).toMatchObject({
      start: '13:00',
      end: '14:00',
      reason: 'Too soon for your order to be ready',
    });
  });
});

describe('the rules of several lines', () => {
  it('takes the slowest preparation, same-day only if every line is', () => {
    expect(combinedTiming([gift, cake])).toEqual({ prepHours: 24, isSameDay: false });
    expect(combinedTiming([gift, { prepHours: 3, isSameDay: true }])).toEqual({
      prepHours: 3,
      isSameDay: true,
    });
  });

  it('refuses a date that does not suit the order, saying why and when instead', () => {
    const now = at('2026-05-14', 10);
    expect(() => assertDeliverable(now, '2026-05-15', cake, dayRows)).not.toThrow();
    expect(() => assertDeliverable(now, '2026-05-14', cake, dayRows)).toThrow(
      'Same-day delivery is not available for your order. The earliest delivery date is Fri 15 May.',
    );
    // 19:00: tomorrow's last slot (18:00) is 23 hours away.
    expect(() => assertDeliverable(at('2026-05-14', 19), '2026-05-15', cake, dayRows)).toThrow(
      'Your order needs 24 hours to prepare, and no time slot on that day starts late enough. The earliest delivery date is Sat 16 May.',
    );
    expect(() => assertDeliverable(at('2026-05-14', 19), '2026-05-14', gift, dayRows)).toThrow(
      'No time slot is left today. The earliest delivery date is Fri 15 May.',
    );
  });

  it("books a late slot today: each slot's own notice counts, not a fixed evening cut-off", () => {
    const midnight = row({ slotId: 9, startsAt: '23:00:00', endsAt: '00:30:00', methodLeadHours: 2 });
    const rows = [...dayRows, midnight];
    // 19:00: the day slots have gone, but a 2-hour order plus 2 hours of notice makes 23:00.
    const twoHours = { prepHours: 2, isSameDay: true };
    expect(firstSlotDate(at('2026-05-14', 19), twoHours, rows)).toBe('2026-05-14');
    expect(() => assertDeliverable(at('2026-05-14', 19), '2026-05-14', twoHours, rows)).not.toThrow();
    // 21:30 is too late for it: 4 hours in all end after 23:00.
    expect(firstSlotDate(at('2026-05-14', 21, 30), twoHours, rows)).toBe('2026-05-15');
  });

  it('lists words as people write them', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['express'])).toBe('express');
    expect(listWords(['express', 'midnight', 'same hour'])).toBe('express, midnight and same hour');
  });
});
