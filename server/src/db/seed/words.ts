import type { DbOrTx } from '../client.ts';
import { refusedWords } from '../schema/words.ts';

// A few refused words for the demo, so the admins' list and a refused cake message can be seen at
// once. Each is stored as matching compares it (lower case, one space between words).
const WORDS = [
  { word: 'idiot', reason: 'offensive language', reasonNe: 'अपमानजनक भाषा' },
  { word: 'stupid', reason: 'offensive language', reasonNe: 'अपमानजनक भाषा' },
  { word: 'bastard', reason: 'offensive language', reasonNe: 'अपमानजनक भाषा' },
  { word: 'मूर्ख', reason: 'an insult', reasonNe: 'अपमान' },
  { word: 'kill you', reason: 'a threat', reasonNe: 'धम्की' },
];

export async function seedRefusedWords(db: DbOrTx) {
  await db
    .insert(refusedWords)
    .values(WORDS.map((w) => ({ ...w, normalized: w.word.normalize('NFC').toLowerCase() })))
    .onConflictDoNothing();
}
