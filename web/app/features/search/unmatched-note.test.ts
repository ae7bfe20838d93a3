import { describe, expect, it } from 'vitest';
import { unmatchedNote } from './unmatched-note';

describe('unmatchedNote', () => {
  it('names the words that found nothing and what the results are for', () => {
    expect(unmatchedNote({ words: ['yomari'], resultsFor: 'cake' })).toBe(
      'Nothing matched “yomari”; showing results for “cake”.',
    );
    expect(unmatchedNote({ words: ['yomari', 'sel', 'roti'], resultsFor: 'chocolate cake' })).toBe(
      'Nothing matched “yomari”, “sel” or “roti”; showing results for “chocolate cake”.',
    );
  });
});
