import { exactAmount, ledgerKindLabel, type TLedgerEntry } from '@upahar/contract';
import type { Mail } from '../mail/index.ts';
import type { StatementView } from './statement-reads.ts';
import { payoutSentence, shortDay, weekLabel } from './statement-text.ts';

// The e-mail a store's owner gets when its week's statement is made. Plain text, one line per
// entry; a very busy week lists its first entries and sends the reader to the page for the rest,
// so the e-mail stays readable on a phone.

/** Entries listed in the e-mail; the statement's page and downloads have all of them. */
const MAIL_ENTRIES = 150;

/** The page of the statement in the dashboard. */
const statementLink = (publicUrl: string, storeId: number, id: number) =>
  `${publicUrl}/dashboard/earnings/statements/${id}?store=${storeId}`;

/** What an entry is: its kind as the store reads it, with its note ("Commission (10 %)"). */
export const entryLabel = (e: Pick<TLedgerEntry, 'kind' | 'note'>) =>
  e.note ? `${ledgerKindLabel(e.kind, 'en')} (${e.note})` : ledgerKindLabel(e.kind, 'en');

const entryLine = (e: TLedgerEntry) =>
  [shortDay(e.createdAt), e.partNumber, entryLabel(e), exactAmount(e.amountPaisa)]
    .filter(Boolean)
    .join(' · ');

export function statementMail(o: {
  view: StatementView;
  to: string;
  ownerName: string;
  publicUrl: string;
}): Mail {
  const { store, statement, entries } = o.view;
  const week = weekLabel(statement.weekStart);
  const shown = entries.slice(0, MAIL_ENTRIES);
  const more = entries.length - shown.length;
  const lines = [
    o.ownerName ? `Namaste ${o.ownerName},` : 'Namaste,',
    '',
    `Here is the statement of ${store.name} for the week of ${week} (Sunday to Saturday, Nepal time).`,
    '',
    `Opening balance: ${exactAmount(statement.openingPaisa)}`,
    '',
    ...shown.map(entryLine),
    ...(more > 0
      ? [`… and ${more} more ${more === 1 ? 'entry' : 'entries'}, listed on the statement’s page.`]
      : []),
    '',
    `Commission kept by Upahar this week: ${exactAmount(o.view.commissionPaisa)}`,
    `Closing balance: ${exactAmount(statement.closingPaisa)}`,
    '',
    payoutSentence({ ...statement, heldReason: store.payoutsHeldReason }),
    '',
    'See the statement, and download it as a spreadsheet (CSV) or a PDF:',
    statementLink(o.publicUrl, store.id, statement.id),
    '',
    'A positive amount is money Upahar owes your store; a negative one is money your store owes Upahar.',
    '',
    'Upahar',
  ];
  return { to: o.to, subject: `Your Upahar statement for ${week}`, text: lines.join('\n') };
}
