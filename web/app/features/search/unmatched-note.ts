import type { TUnmatchedWords } from '@upahar/contract';

const quoted = (w: string) => `“${w}”`;

/** "Nothing matched “yomari”; showing results for “cake”." for the words a search found nothing for. */
export function unmatchedNote(u: TUnmatchedWords): string {
  const words = u.words.map(quoted);
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words[0];
  return `Nothing matched ${list}; showing results for ${quoted(u.resultsFor)}.`;
}
