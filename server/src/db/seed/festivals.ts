import { fromBikramSambat } from '@upahar/contract';
import type { DbOrTx } from '../client.ts';
import { festivals } from '../schema/index.ts';

// The demo shop's festivals for the coming year. Valentine's Day and the Nepali New Year are fixed
// (Baisakh 1 is worked out from the Bikram Sambat table); the lunar festivals' days are the
// expected ones and may be a day off: a real shop enters them as Nepal's calendar committee
// announces them.

const NEW_YEAR_2084 = fromBikramSambat({ year: 2084, month: 1, day: 1 }) ?? '2027-04-14';

const DEMO_FESTIVALS = [
  { name: "Valentine's Day", nameNe: 'भ्यालेन्टाइन डे', startsOn: '2027-02-14', endsOn: '2027-02-14' },
  { name: 'Nepali New Year', nameNe: 'नयाँ वर्ष', startsOn: NEW_YEAR_2084, endsOn: NEW_YEAR_2084 },
  // Baisakh's new moon.
  {
    name: "Mother's Day (Mata Tirtha Aunsi)",
    nameNe: 'मातातीर्थ औंसी',
    startsOn: '2027-05-06',
    endsOn: '2027-05-06',
  },
  // Bhadra's bright third day.
  { name: 'Teej', nameNe: 'तीज', startsOn: '2027-09-03', endsOn: '2027-09-03' },
  // The main days: Fulpati to Vijaya Dashami.
  { name: 'Dashain', nameNe: 'दशैं', startsOn: '2027-10-06', endsOn: '2027-10-09' },
  // Kag Tihar to Bhai Tika, around Kartik's new moon (Laxmi Puja).
  { name: 'Tihar', nameNe: 'तिहार', startsOn: '2027-10-27', endsOn: '2027-10-31' },
];

/** Seeds the festivals; answers the ids by English name, so a demo campaign can be tied to one. */
export async function seedFestivals(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .insert(festivals)
    .values(DEMO_FESTIVALS)
    .returning({ id: festivals.id, name: festivals.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}
