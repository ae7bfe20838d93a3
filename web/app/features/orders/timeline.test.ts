import type { TOrderDetail } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { actorLabel, buildTimeline } from './timeline';

type TEvent = TOrderDetail['timeline'][number];
const ev = (status: TEvent['status'], at: string, actor: TEvent['actor'] = 'seller', note = ''): TEvent => ({
  status,
  label: status,
  note,
  actor,
  at,
});

describe('buildTimeline', () => {
  it('shows the whole path with the reached steps, the current one and those to come', () => {
    const steps = buildTimeline('confirmed', [
      ev('confirmed', '2026-05-01T10:05:00Z', 'system', 'Paid with eSewa'),
      ev('placed', '2026-05-01T10:00:00Z', 'customer'),
    ]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['placed', 'done'],
      ['confirmed', 'current'],
      ['preparing', 'upcoming'],
      ['out_for_delivery', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(steps[0]).toMatchObject({ label: 'Placed', at: '2026-05-01T10:00:00Z', actor: 'customer' });
    expect(steps[1]).toMatchObject({ label: 'Confirmed', actor: 'system', note: 'Paid with eSewa' });
    expect(steps[2]).toMatchObject({ label: 'Being prepared', at: null, actor: null });
  });

  it('marks every step of a delivered order', () => {
    const steps = buildTimeline('delivered', [
      ev('placed', '2026-05-01T10:00:00Z', 'customer'),
      ev('confirmed', '2026-05-01T11:00:00Z'),
      ev('preparing', '2026-05-02T08:00:00Z'),
      ev('out_for_delivery', '2026-05-02T12:00:00Z'),
      ev('delivered', '2026-05-02T14:00:00Z'),
    ]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(steps.every((s) => s.at)).toBe(true);
  });

  it('ends a cancelled order in a cancelled step after what it reached', () => {
    const steps = buildTimeline('cancelled', [
      ev('placed', '2026-05-01T10:00:00Z', 'customer'),
      ev('confirmed', '2026-05-01T11:00:00Z'),
      ev('cancelled', '2026-05-01T12:00:00Z', 'customer', 'I ordered by mistake'),
    ]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['placed', 'done'],
      ['confirmed', 'done'],
      ['cancelled', 'cancelled'],
    ]);
    expect(steps[2]).toMatchObject({ label: 'Cancelled', note: 'I ordered by mistake', actor: 'customer' });
  });

  it('keeps the first event of a status and copes with missing ones', () => {
    const steps = buildTimeline('preparing', [
      ev('preparing', '2026-05-02T08:00:00Z'),
      ev('placed', '2026-05-01T10:00:00Z', 'customer'),
      ev('placed', '2026-05-01T10:30:00Z', 'admin', 'again'),
    ]);
    expect(steps[0]).toMatchObject({ at: '2026-05-01T10:00:00Z', actor: 'customer' });
    // No "confirmed" event (seeded data): still reached, without a time.
    expect(steps[1]).toMatchObject({ state: 'done', at: null });
    expect(steps[2].state).toBe('current');
  });

  it('keeps what happened later at a step, such as a refund after delivery', () => {
    const steps = buildTimeline('delivered', [
      ev('placed', '2026-05-01T10:00:00Z', 'customer'),
      ev('delivered', '2026-05-02T14:00:00Z'),
      ev('delivered', '2026-05-03T09:00:00Z', 'admin', 'Refunded after delivery (Rs 1,600): crushed'),
    ]);
    expect(steps[4]).toMatchObject({ at: '2026-05-02T14:00:00Z', note: '' });
    expect(steps[4].later).toEqual([
      { at: '2026-05-03T09:00:00Z', actor: 'admin', note: 'Refunded after delivery (Rs 1,600): crushed' },
    ]);
    expect(steps[3].later).toEqual([]);
  });

  it('tells a step taken back where it returned to, and the steps after it by their new times', () => {
    const events = [
      ev('placed', '2026-05-01T10:00:00Z', 'customer'),
      ev('out_for_delivery', '2026-05-02T12:00:00Z'),
      ev('delivered', '2026-05-02T12:03:00Z'),
      ev('out_for_delivery', '2026-05-02T12:05:00Z', 'seller', 'Step taken back: not delivered yet'),
    ];
    const back = buildTimeline('out_for_delivery', events);
    expect(back.map((s) => s.state)).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
    expect(back[3]).toMatchObject({ at: '2026-05-02T12:00:00Z' });
    expect(back[3].later.map((l) => l.note)).toEqual(['Step taken back: not delivered yet']);
    expect(back[4]).toMatchObject({ at: null, later: [] });
    const again = buildTimeline('delivered', [...events, ev('delivered', '2026-05-02T15:00:00Z')]);
    expect(again[4]).toMatchObject({ state: 'current', at: '2026-05-02T15:00:00Z' });
    expect(again[3].later).toHaveLength(1);
  });

  it('names who moved the order', () => {
    expect(actorLabel('customer')).toBe('You');
    expect(actorLabel('seller')).toBe('The shop');
    // By what the order holds: the bakery for cakes, the florist for flowers.
    expect(actorLabel('seller', 'customer', 'the bakery')).toBe('The bakery');
    expect(actorLabel('seller', 'customer', 'the florist')).toBe('The florist');
    expect(actorLabel('seller', 'staff', 'the florist')).toBe('Store');
    expect(actorLabel('admin')).toBe('Upahar');
  });

  it('names them the other way round for the store', () => {
    expect(actorLabel('customer', 'staff')).toBe('Customer');
    expect(actorLabel('seller', 'staff')).toBe('Store');
    expect(actorLabel('admin', 'staff')).toBe('Upahar admin');
  });
});
