import {
  BS_MONTHS,
  currentLocale,
  formatNumber,
  formatOccasionDay,
  occasionName,
  type TReminderPerson,
  type TReminderPersonBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// The person form keeps every field as text (the form helper's way); occasion fields are named
// by their place in the request ("occasions.1.day"), so a message about a field lands on it.

export type PersonDraft = Record<string, string>;
export const OCCASION_FIELDS = [
  'id',
  'kind',
  'label',
  'calendar',
  'month',
  'day',
  'year',
  'daysBefore',
  'channel',
] as const;
type OccasionField = (typeof OCCASION_FIELDS)[number];

export const occasionKey = (i: number, f: OccasionField) => `occasions.${i}.${f}`;

export const newOccasion = (): Record<OccasionField, string> => ({
  id: '',
  kind: 'birthday',
  label: '',
  calendar: 'bs',
  month: '1',
  day: '1',
  year: '',
  daysBefore: '3',
  channel: 'email',
});

/** A draft from a saved person, or an empty one (prefilled from an order when given). */
export function draftOf(
  p: TReminderPerson | null,
  prefill: { name?: string; phone?: string; orderId?: string } = {},
): { draft: PersonDraft; count: number } {
  const draft: PersonDraft = {
    name: p?.name ?? prefill.name ?? '',
    relation: p?.relation ?? '',
    phone: p?.phone ?? prefill.phone ?? '',
    orderId: p?.orderId ?? prefill.orderId ?? '',
  };
  const rows = p?.occasions.length
    ? p.occasions.map((o) => ({
        id: String(o.id),
        kind: o.kind,
        label: o.label,
        calendar: o.calendar,
        month: String(o.month),
        day: String(o.day),
        year: o.year === null ? '' : String(o.year),
        daysBefore: String(o.daysBefore),
        channel: o.channel,
      }))
    : [newOccasion()];
  rows.forEach((row, i) => {
    for (const f of OCCASION_FIELDS) draft[occasionKey(i, f)] = row[f];
  });
  return { draft, count: rows.length };
}

/** The request body from the draft's `count` occasions; the schema checks and converts it. */
export function bodyOf(d: PersonDraft, count: number): TReminderPersonBody {
  const text = (k: string) => d[k] ?? '';
  const num = (k: string) => (text(k).trim() === '' ? undefined : text(k).trim());
  return {
    name: text('name'),
    relation: text('relation'),
    phone: text('phone').trim() === '' ? null : text('phone'),
    orderId: text('orderId') || null,
    occasions: Array.from({ length: count }, (_, i) => ({
      id: num(occasionKey(i, 'id')),
      kind: text(occasionKey(i, 'kind')),
      label: text(occasionKey(i, 'label')),
      calendar: text(occasionKey(i, 'calendar')),
      month: num(occasionKey(i, 'month')),
      day: num(occasionKey(i, 'day')),
      year: num(occasionKey(i, 'year')) ?? null,
      daysBefore: num(occasionKey(i, 'daysBefore')),
      channel: text(occasionKey(i, 'channel')),
    })),
  } as TReminderPersonBody;
}

/** The draft without occasion `at`, the ones after it moved up a place. */
export function withoutOccasion(d: PersonDraft, count: number, at: number): PersonDraft {
  const next = { ...d };
  for (let i = at; i < count; i++)
    for (const f of OCCASION_FIELDS) {
      if (i + 1 < count) next[occasionKey(i, f)] = d[occasionKey(i + 1, f)];
      else delete next[occasionKey(i, f)];
    }
  return next;
}

const AD_MONTHS =
  'January February March April May June July August September October November December'.split(' ');

/** The month names of a calendar, in the reader's language (Gregorian months as papers print them). */
export const monthNames = (calendar: string) => (calendar === 'ad' ? AD_MONTHS : BS_MONTHS[currentLocale()]);

/** "Mangsir 12" or "28 November" for people to read. */
export function dayOfYear(o: { calendar: 'bs' | 'ad'; month: number; day: number }) {
  const month = monthNames(o.calendar)[o.month - 1];
  const day = formatNumber(o.day);
  return o.calendar === 'ad' ? `${day} ${month}` : `${month} ${day}`;
}

/** "Next: Mangsir 12, 2083 (28 Nov 2026), in 5 days". */
export function nextText(o: TReminderPerson['occasions'][number]) {
  if (!o.next) return '';
  const when =
    o.next.inDays === 0 ? m.occasions_today() : m.occasions_in_days({ count: formatNumber(o.next.inDays) });
  return m.occasions_next({ date: formatOccasionDay(o.next.date, o.calendar), when });
}

export { occasionName };
