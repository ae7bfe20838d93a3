// How a message is compared with the refused words. Both sides are reduced the same way:
// Unicode NFC (Devanagari typed in different orders compares equal), lower case, zero-width
// joiners removed, then cut into words of letters, marks and digits: JavaScript's \b knows only
// ASCII letters, so a Devanagari vowel sign would otherwise end a word in its middle.
//
// Simple evasions are undone, and only sensible ones:
// - letters written apart ("i d i o t", "i.d.i.o.t", "i-d-i-o-t"): a run of two or more
//   one-letter words is also read as the word they spell;
// - letters repeated ("idiooot"): a word matches when both collapse to the same letters
//   (every run of one letter made one) and the written word is at least as long as the listed
//   one, so "idiooot" matches "idiot" while "as" never matches a listed "ass".
// Matching is whole-word: a listed "ass" does not refuse "class" or "assam".

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ONE_LETTER = /^\p{L}\p{M}*$/u;

/** The words of a text as matching sees them. */
function wordsOf(text: string): string[] {
  const clean = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
  return clean.match(WORD) ?? [];
}

/** A listed entry as stored and compared: its words joined by one space ("" when it has none). */
export const normalizeEntry = (entry: string) => wordsOf(entry).join(' ');

/** Runs of one letter made one: "idiooot" -> "idiot". */
const collapse = (word: string) =>
  Array.from(word)
    .filter((ch, i, all) => ch !== all[i - 1])
    .join('');

const sameWord = (written: string, listed: string) =>
  written === listed || (written.length >= listed.length && collapse(written) === collapse(listed));

/** The words with every run of two or more one-letter words also joined into the word they spell. */
function readings(words: string[]): string[][] {
  const joined: string[] = [];
  let run: string[] = [];
  let changed = false;
  const flush = () => {
    if (run.length >= 2) {
      joined.push(run.join(''));
      changed = true;
    } else joined.push(...run);
    run = [];
  };
  for (const w of words) {
    if (ONE_LETTER.test(w)) run.push(w);
    else {
      flush();
      joined.push(w);
    }
  }
  flush();
  return changed ? [words, joined] : [words];
}

export type Entry = { words: string[] };

/** The first entry found in `text` (its words in a row), or null. */
export function findRefused<E extends Entry>(text: string, entries: readonly E[]): E | null {
  const written = wordsOf(text);
  if (written.length === 0) return null;
  for (const words of readings(written)) {
    for (const entry of entries) {
      const n = entry.words.length;
      if (n === 0) continue;
      for (let i = 0; i + n <= words.length; i++) {
        if (entry.words.every((w, j) => sameWord(words[i + j], w))) return entry;
      }
    }
  }
  return null;
}
