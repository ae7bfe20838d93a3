import { describe, expect, it } from 'vitest';
import { unmatchedWords } from './unmatched.ts';

describe('words a search found nothing for', () => {
  const none = new Map<string, string>();

  it('names the words that found nothing and the words the results are for', () => {
    expect(unmatchedWords(['yomari', 'cake'], none, [false, true])).toEqual({
      words: ['yomari'],
      resultsFor: 'cake',
    });
  });

  it('says the results words as corrected, and each word once', () => {
    const corrections = new Map([['choclate', 'chocolate']]);
    expect(
      unmatchedWords(['yomari', 'choclate', 'cake', 'yomari'], corrections, [false, true, true, false]),
    ).toEqual({ words: ['yomari'], resultsFor: 'chocolate cake' });
  });

  it('has nothing to single out when every word, or no word, found something', () => {
    expect(unmatchedWords(['velvet', 'roses'], none, [true, true])).toBeNull();
    expect(unmatchedWords(['yomari', 'zzz'], none, [false, false])).toBeNull();
  });
});
