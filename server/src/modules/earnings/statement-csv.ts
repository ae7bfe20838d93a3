import { ledgerKindLabel } from '@upahar/contract';
import type { StatementView } from './statement-reads.ts';
import { nepalDay, plainRupees } from './statement-text.ts';

// A statement as a spreadsheet: one row per entry, then the balances. Opened by people in Excel
// or LibreOffice, so: a byte order mark (Excel reads the file as UTF-8 only with it), CRLF line
// ends, and text that a spreadsheet would run as a formula (a note starting with "=", "+", "-"
// or "@", say a complaint's reason) is written with a leading apostrophe, which shows it as text.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: kept as text by spreadsheets, quoted when it holds a quote, comma or line break. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (day: string, part: string, what: string, note: string, paisa: number) =>
  [csvText(day), csvText(part), csvText(what), csvText(note), plainRupees(paisa)].join(',');

export function statementCsv(view: StatementView): string {
  const { statement } = view;
  const lines = [
    'Date,Part,What,Note,Amount (Rs)',
    ...view.entries.map((e) =>
      row(nepalDay(e.createdAt), e.partNumber ?? '', ledgerKindLabel(e.kind, 'en'), e.note, e.amountPaisa),
    ),
    row(statement.weekStart, '', 'Opening balance', '', statement.openingPaisa),
    row(statement.weekEnd, '', 'Closing balance', '', statement.closingPaisa),
    row(statement.weekEnd, '', 'To be paid', '', statement.payablePaisa),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
