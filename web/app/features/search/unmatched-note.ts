import type { TUnmatchedWords } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

const quoted = (w: string) => `“${w}”`;

/** "Nothing matched “yomari”; showing results for “cake”." for the words a search found nothing for. */
export function unmatchedNote(u: TUnmatchedWords): string {
  const words = u.words.map(quoted);
  const list =
    words.length > 1
      ? m.search_word_list_or({ list: words.slice(0, -1).join(', '), last: words[words.length - 1] })
      : words[0];
  return m.search_unmatched_note({ words: list, resultsFor: quoted(u.resultsFor) });
}
