import { exactAmount, ledgerKindLabel } from '@upahar/contract';
import PDFDocument from 'pdfkit';
import { entryLabel } from './statement-mail.ts';
import type { StatementView } from './statement-reads.ts';
import { longDay, payoutSentence, shortDay, weekLabel } from './statement-text.ts';

// A statement as an A4 PDF, for the store's own books: the week, the balances, every entry, the
// totals by kind and what will be paid. It uses the PDF's built-in Helvetica, so the file needs no
// font of its own; that font has only the Windows Latin characters (money is written "Rs", which
// it has), so a character it cannot show (a name in Devanagari, say) becomes "?" rather than a wrong glyph.

const COCOA = '#3b2418';
const SOFT = '#6b4a3a';
const BERRY = '#b0284f';
const LINE = '#eadfcf';
const CREAM = '#fbf6ee';

const MARGIN = 50;
const BOTTOM = 60;
// Date, part, what, amount: together the width of an A4 page within the margins.
const COLUMNS = [
  { x: 0, width: 55 },
  { x: 60, width: 130 },
  { x: 195, width: 200 },
  { x: 395, width: 100, align: 'right' as const },
];

// The Windows Latin characters above Latin-1's that Helvetica has (dashes, quotes, bullet, euro...).
const WIN_ANSI_EXTRA = new Set([
  402, 710, 732, 338, 339, 352, 353, 376, 381, 382, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224,
  8225, 8226, 8230, 8240, 8249, 8250, 8364, 8482,
]);

/** Text the built-in font can show. */
export function pdfText(s: string): string {
  return [...s.normalize('NFC')]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (code === 10 || (code >= 32 && code < 127) || (code >= 160 && code <= 255)) return c;
      return WIN_ANSI_EXTRA.has(code) ? c : '?';
    })
    .join('');
}

const rs = (paisa: number) => exactAmount(paisa);

export function statementPdf(view: StatementView, o: { compress?: boolean } = {}): Promise<Buffer> {
  const { store, statement } = view;
  const week = weekLabel(statement.weekStart);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: o.compress ?? true,
    bufferPages: true,
    // The document's properties are Unicode, unlike the built-in font.
    info: {
      Title: `Upahar statement: ${store.name}, ${week}`,
      Author: 'Upahar',
      Subject: 'Weekly statement of earnings',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const text = (s: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(s), MARGIN + x, y, { lineBreak: true, ...opts });
  const rule = (y: number, colour = LINE) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.75)
      .strokeColor(colour)
      .stroke();
  /** Starts a new page when `height` more points would not fit on this one. */
  const room = (height: number) => {
    if (doc.y + height <= doc.page.height - BOTTOM) return false;
    doc.addPage();
    doc.y = MARGIN;
    return true;
  };

  // The heading: the shop, the store and the week.
  doc.fillColor(BERRY).font('Helvetica-Bold').fontSize(22);
  text('Upahar', 0, MARGIN);
  doc.fillColor(COCOA).fontSize(15);
  text('Weekly statement', 0, doc.y + 2);
  doc.font('Helvetica').fontSize(11).fillColor(COCOA);
  text(store.name, 0, doc.y + 10, { width });
  doc.fillColor(SOFT).fontSize(10);
  text(`Week of ${week}, Sunday to Saturday, Nepal time`, 0, doc.y + 2, { width });
  text(`Statement no. ${statement.id}, made on ${longDay(statement.createdAt)}`, 0, doc.y + 2, { width });

  // The balances at a glance.
  const boxY = doc.y + 14;
  doc.rect(MARGIN, boxY, width, 58).fill(CREAM);
  const glance: [string, number][] = [
    ['Opening balance', statement.openingPaisa],
    ['Closing balance', statement.closingPaisa],
    ['To be paid', statement.payablePaisa],
  ];
  glance.forEach(([label, paisa], i) => {
    const x = 12 + i * (width / 3);
    doc.font('Helvetica').fontSize(9).fillColor(SOFT);
    text(label, x, boxY + 12);
    doc.font('Helvetica-Bold').fontSize(14).fillColor(COCOA);
    text(rs(paisa), x, boxY + 27);
  });
  doc.y = boxY + 58 + 20;

  // Every entry of the week.
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(SOFT);
    const y = doc.y;
    ['Date', 'Part', 'What', 'Amount'].forEach((h, i) => {
      const c = COLUMNS[i];
      text(h, c.x, y, { width: c.width, align: c.align });
    });
    rule(y + 13);
    doc.y = y + 18;
  };
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COCOA);
  text(`Entries (${view.entries.length})`, 0, doc.y);
  doc.y += 6;
  header();
  doc.font('Helvetica').fontSize(9);
  for (const e of view.entries) {
    const what = pdfText(entryLabel(e));
    const height = Math.max(doc.heightOfString(what, { width: COLUMNS[2].width }), 11) + 5;
    if (room(height)) header();
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(COCOA);
    const cells = [shortDay(e.createdAt), e.partNumber ?? '', what, rs(e.amountPaisa)];
    cells.forEach((cell, i) => {
      const c = COLUMNS[i];
      text(cell, c.x, y, { width: c.width, align: c.align });
    });
    doc.y = y + height;
  }
  if (view.entries.length === 0) text('No entries this week.', 0, doc.y);

  // What each kind came to, and the closing balance.
  room(40 + 14 * (view.totals.length + 3));
  doc.y += 16;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COCOA);
  text('Totals by kind', 0, doc.y);
  doc.y += 6;
  const line = (label: string, paisa: number, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(COCOA);
    text(label, 0, y, { width: 380 });
    text(rs(paisa), COLUMNS[3].x, y, { width: COLUMNS[3].width, align: 'right' });
    doc.y = y + 15;
  };
  line('Opening balance', statement.openingPaisa);
  for (const t of view.totals) line(ledgerKindLabel(t.kind, 'en'), t.amountPaisa);
  rule(doc.y - 2, SOFT);
  doc.y += 2;
  line('Closing balance', statement.closingPaisa, true);
  doc.y += 4;
  doc.font('Helvetica').fontSize(10).fillColor(SOFT);
  text(`Commission kept by Upahar this week: ${rs(view.commissionPaisa)}`, 0, doc.y, { width });

  room(60);
  doc.y += 14;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BERRY);
  text(payoutSentence({ ...statement, heldReason: store.payoutsHeldReason }), 0, doc.y, { width });
  doc.y += 8;
  doc.font('Helvetica').fontSize(8.5).fillColor(SOFT);
  text(
    'Amounts in Nepalese rupees. A positive amount is money Upahar owes your store; a negative one is money your store owes Upahar.',
    0,
    doc.y,
    { width },
  );

  // Page numbers, below the bottom margin (which is lifted while they are written, or PDFKit
  // would take text there as overflowing and start a page).
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(SOFT);
    text(`${store.name} · ${week} · page ${i + 1} of ${pages.count}`, 0, doc.page.height - 36, {
      width,
      align: 'center',
    });
  }
  doc.end();
  return done;
}
