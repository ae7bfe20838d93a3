import { describe, expect, it } from 'vitest';
import {
  bpOfPercent,
  commissionText,
  earningsHref,
  ledgerFiltersOf,
  money,
  percentOfBp,
  signedMoney,
  statementFileUrl,
  statementHref,
  viewOf,
} from './earnings-format';

describe('money', () => {
  it('shows every amount to the paisa, never shortened to lakh or crore', () => {
    expect(money(140_000)).toBe('Rs 1,400.00');
    expect(money(140_050)).toBe('Rs 1,400.50');
    expect(money(0)).toBe('Rs 0.00');
    expect(money(30_345_000)).toBe('Rs 3,03,450.00');
  });
  it('signs credits with a plus and debits with a true minus', () => {
    expect(money(-8_050)).toBe('−Rs 80.50');
    expect(signedMoney(140_000)).toBe('+Rs 1,400.00');
    expect(signedMoney(-14_000)).toBe('−Rs 140.00');
    expect(signedMoney(-5)).toBe('−Rs 0.05');
    expect(signedMoney(0)).toBe('Rs 0.00');
  });
});

describe('percent and basis points', () => {
  it('words basis points as a percent', () => {
    expect(percentOfBp(1000)).toBe('10');
    expect(percentOfBp(1250)).toBe('12.5');
    expect(percentOfBp(1234)).toBe('12.34');
    expect(percentOfBp(0)).toBe('0');
    expect(percentOfBp(5000)).toBe('50');
  });
  it('turns a typed percent into whole basis points without floating-point slips', () => {
    expect(bpOfPercent('10')).toEqual({ ok: true, bp: 1000 });
    expect(bpOfPercent(' 12.5 ')).toEqual({ ok: true, bp: 1250 });
    expect(bpOfPercent('12.34')).toEqual({ ok: true, bp: 1234 });
    expect(bpOfPercent('0.07')).toEqual({ ok: true, bp: 7 });
    expect(bpOfPercent('8 %')).toEqual({ ok: true, bp: 800 });
    expect(bpOfPercent('0')).toEqual({ ok: true, bp: 0 });
  });
  it('takes blank as the usual rate and goes round trip', () => {
    expect(bpOfPercent('  ')).toEqual({ ok: true, bp: null });
    for (const bp of [0, 1, 7, 99, 1000, 1234, 1299, 4999, 5000])
      expect(bpOfPercent(percentOfBp(bp))).toEqual({ ok: true, bp });
  });
  it('leaves a third decimal for the schema and refuses what is no number', () => {
    const third = bpOfPercent('12.345');
    expect(third.ok && !Number.isInteger(third.bp)).toBe(true);
    expect(bpOfPercent('ten')).toEqual({
      ok: false,
      error: 'Enter the commission as a number, like 10 or 12.5',
    });
    expect(bpOfPercent('-5').ok).toBe(false);
  });
  it('says what the store pays', () => {
    expect(commissionText({ commissionBp: 1000, ownRate: false })).toBe('10 % of delivered items');
    expect(commissionText({ commissionBp: 850, ownRate: true })).toBe(
      '8.5 % of delivered items (a rate agreed for your store)',
    );
  });
});

describe('the earnings address', () => {
  it('reads the filters, dropping what is malformed', () => {
    const p = new URLSearchParams('kind=commission&from=2026-11-01&to=2026-13-40&q=%20UP-12%20');
    expect(ledgerFiltersOf(p)).toEqual({ kind: 'commission', from: '2026-11-01', to: '', q: 'UP-12' });
    expect(ledgerFiltersOf(new URLSearchParams('kind=bribe'))).toEqual({ kind: '', from: '', to: '', q: '' });
    expect(viewOf(new URLSearchParams('view=statements'))).toBe('statements');
    expect(viewOf(new URLSearchParams('view=nope'))).toBe('entries');
  });
  it('keeps the store and leaves defaults out', () => {
    expect(earningsHref(3)).toBe('/dashboard/earnings?store=3');
    expect(earningsHref(3, { filters: { kind: 'sale', from: '', to: '2026-11-28', q: '' }, page: 2 })).toBe(
      '/dashboard/earnings?store=3&kind=sale&to=2026-11-28&page=2',
    );
    expect(earningsHref(3, { view: 'payouts', filters: { kind: 'sale', from: '', to: '', q: '' } })).toBe(
      '/dashboard/earnings?store=3&view=payouts',
    );
    expect(statementHref(3, 41)).toBe('/dashboard/earnings/statements/41?store=3');
    expect(statementFileUrl(3, 41, 'pdf')).toBe('/stores/3/earnings/statements/41.pdf');
  });
});
