import type { TPayoutStore } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { afterPayout, afterTerms, payoutsHref, payoutsViewOf } from './payouts-format';

const store = (id: number, balancePaisa: number, heldReason: string | null = null): TPayoutStore => ({
  id,
  name: `Store ${id}`,
  slug: `store-${id}`,
  balancePaisa,
  terms: { commissionBp: 1000, ownRate: false, deliveredBy: 'shop', heldReason },
  lastPayoutAt: null,
  due: balancePaisa > 0 && heldReason === null,
});

const list = () => ({
  stores: [store(1, 252_000), store(2, 50_000, 'Bank details missing'), store(3, -8_000)],
  totals: { owedPaisa: 302_000, duePaisa: 252_000, owingPaisa: 8_000 },
});

describe('the payouts address', () => {
  it('leaves the defaults out', () => {
    expect(payoutsHref('all')).toBe('/dashboard/payouts');
    expect(payoutsHref('due', 'oven', 2)).toBe('/dashboard/payouts?view=due&q=oven&page=2');
    expect(payoutsViewOf('held')).toBe('held');
    expect(payoutsViewOf('everything')).toBe('all');
  });
});

describe('the list after a change', () => {
  it('takes a payout off the store and the totals', () => {
    const next = afterPayout(list(), 1, { balancePaisa: 52_000, createdAt: '2026-11-29T09:00:00.000Z' });
    expect(next.stores[0]).toMatchObject({
      balancePaisa: 52_000,
      lastPayoutAt: '2026-11-29T09:00:00.000Z',
      due: true,
    });
    expect(next.totals).toEqual({ owedPaisa: 102_000, duePaisa: 52_000, owingPaisa: 8_000 });
    const paidUp = afterPayout(list(), 1, { balancePaisa: 0, createdAt: '2026-11-29T09:00:00.000Z' });
    expect(paidUp.stores[0].due).toBe(false);
    expect(paidUp.totals).toEqual({ owedPaisa: 50_000, duePaisa: 0, owingPaisa: 8_000 });
  });
  it('moves a balance out of what is due when payouts are held, and back when released', () => {
    const held = afterTerms(list(), 1, { ...store(1, 0).terms, heldReason: 'Checking a complaint' });
    expect(held.stores[0].due).toBe(false);
    expect(held.totals).toEqual({ owedPaisa: 302_000, duePaisa: 0, owingPaisa: 8_000 });
    const released = afterTerms(list(), 2, store(2, 0).terms);
    expect(released.stores[1].due).toBe(true);
    expect(released.totals.duePaisa).toBe(302_000);
  });
  it('leaves the list alone for a store not on this page', () => {
    const before = list();
    expect(afterPayout(before, 99, { balancePaisa: 0, createdAt: '' })).toBe(before);
  });
});
