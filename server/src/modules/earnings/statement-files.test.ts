import { exactAmount, type TLedgerEntry } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { csvText, statementCsv } from './statement-csv.ts';
import { pdfText, statementPdf } from './statement-pdf.ts';
import type { StatementView } from './statement-reads.ts';
import { payoutSentence, weekLabel } from './statement-text.ts';

// How a statement is written out: its words and amounts, its CSV and its PDF (no database).

const entry = (n: number, over: Partial<TLedgerEntry> = {}): TLedgerEntry => ({
  id: n,
  kind: 'sale',
  amountPaisa: 150_000,
  partNumber: `UP-3F9A1C7B2E0${n % 10}-A`,
  orderId: null,
  payoutId: null,
  note: '',
  createdAt: '2026-11-23T06:15:00.000Z',
  ...over,
});

const view = (entries: TLedgerEntry[], over: Partial<StatementView['statement']> = {}): StatementView => ({
  store: { id: 7, name: 'Himalayan Bakes', slug: 'himalayan-bakes', payoutsHeldReason: null },
  statement: {
    id: 12,
    weekStart: '2026-11-22',
    weekEnd: '2026-11-28',
    openingPaisa: 10_000,
    closingPaisa: 160_000,
    payablePaisa: 160_000,
    entryCount: entries.length,
    createdAt: '2026-11-28T18:25:00.000Z',
    ...over,
  },
  entries,
  totals: [{ kind: 'sale', amountPaisa: entries.reduce((s, e) => s + e.amountPaisa, 0) }],
  commissionPaisa: 0,
});

/** The text a PDF's pages show, read from its uncompressed content (built-in fonts: hex strings). */
function pdfPageText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[(.*?)\] TJ/g)]
    .map(([, inner]) =>
      [...inner.matchAll(/<([0-9a-f]+)>/g)]
        .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe('a statement’s words', () => {
  it('names the week as people say it, across months and years too', () => {
    expect(weekLabel('2026-11-22')).toBe('22–28 November 2026');
    expect(weekLabel('2026-11-29')).toBe('29 November – 5 December 2026');
    expect(weekLabel('2026-12-27')).toBe('27 December 2026 – 2 January 2027');
  });

  it('writes amounts to the paisa, with Indian grouping', () => {
    expect(exactAmount(12_345_678)).toBe('Rs 1,23,456.78');
    expect(exactAmount(-5)).toBe('-Rs 0.05');
    expect(exactAmount(0, 'ne')).toBe('रु ०.००');
  });

  it('says what happens to the balance', () => {
    expect(payoutSentence({ closingPaisa: 500, payablePaisa: 500, heldReason: null })).toBe(
      'Upahar will pay you Rs 5.00 with the weekly payout.',
    );
    expect(payoutSentence({ closingPaisa: 500, payablePaisa: 0, heldReason: null })).toBe(
      'Payouts to your store are on hold. The Rs 5.00 stays in your balance until they are released.',
    );
    expect(payoutSentence({ closingPaisa: 0, payablePaisa: 0, heldReason: null })).toBe(
      'Nothing is owed either way this week.',
    );
  });
});

describe('the CSV', () => {
  it('keeps text that a spreadsheet would run as a formula as text, and quotes what needs it', () => {
    expect(csvText('=1+2')).toBe("'=1+2");
    expect(csvText('+977 98')).toBe("'+977 98");
    expect(csvText('-cream')).toBe("'-cream");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('Cake, squashed')).toBe('"Cake, squashed"');
    expect(csvText('The "best" cake')).toBe('"The ""best"" cake"');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('10 %')).toBe('10 %');
  });

  it('writes amounts as plain numbers, negative ones included, and the day in Nepal', () => {
    const csv = statementCsv(
      view([
        entry(1, {
          kind: 'commission',
          amountPaisa: -15_005,
          note: '10 %',
          createdAt: '2026-11-28T18:14:00.000Z',
        }),
      ]),
    );
    // 18:14 UTC on the 28th is 23:59 in Nepal, still the 28th.
    expect(csv.split('\r\n')[1]).toBe('2026-11-28,UP-3F9A1C7B2E01-A,Commission,10 %,-150.05');
  });
});

describe('the PDF', () => {
  it('is an A4 PDF naming the shop, the store, the week, the entries and what will be paid', async () => {
    const pdf = await statementPdf(
      view([entry(1), entry(2, { kind: 'commission', amountPaisa: -15_000, note: '10 %' })]),
      {
        compress: false,
      },
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfPageText(pdf);
    expect(text).toContain('Upahar');
    expect(text).toContain('Himalayan Bakes');
    expect(text).toContain('Week of 22\x9628 November 2026');
    expect(text).toContain('UP-3F9A1C7B2E02-A');
    expect(text).toContain('Commission (10 %)');
    expect(text).toContain('Rs 1,600.00');
    expect(text).toContain('Upahar will pay you Rs 1,600.00 with the weekly payout.');
    expect(text).toContain('page 1 of 1');
  });

  it('goes on over more pages for a busy week, numbering them', async () => {
    const many = Array.from({ length: 90 }, (_, i) => entry(i + 1));
    const pdf = await statementPdf(view(many), { compress: false });
    const text = pdfPageText(pdf);
    expect(text).toContain('page 3 of 3');
    expect(text).not.toContain('page 4');
  });

  it('writes what its built-in font cannot show as "?", and the rupee sign as Rs', () => {
    expect(pdfText('Rs 5')).toBe('Rs 5');
    expect(pdfText('नमस्ते Bakes')).toBe('?????? Bakes');
    expect(pdfText('Café – “Momo”')).toBe('Café – “Momo”');
  });
});
