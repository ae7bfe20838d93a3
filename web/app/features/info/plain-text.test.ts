import { describe, expect, it } from 'vitest';
import { faqMatches, headingId, textBlocks } from './plain-text';

describe('plain page text', () => {
  it('makes paragraphs at blank lines and lists of "- " lines', () => {
    expect(textBlocks('One line\nsame paragraph\n\n- first\n- second\nafter the list\n\n\nLast')).toEqual([
      { kind: 'paragraph', lines: ['One line', 'same paragraph'] },
      { kind: 'list', items: ['first', 'second'] },
      { kind: 'paragraph', lines: ['after the list'] },
      { kind: 'paragraph', lines: ['Last'] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(textBlocks('<b>bold</b>')).toEqual([{ kind: 'paragraph', lines: ['<b>bold</b>'] }]);
  });

  it('gives headings stable ids', () => {
    expect(headingId('Damaged, wrong or late', 2)).toBe('3-damaged-wrong-or-late');
  });

  it('matches every typed word in the question or the answer', () => {
    const item = { question: 'Do you deliver at midnight?', answer: 'Yes, between 23:00 and 00:30.' };
    expect(faqMatches('', item)).toBe(true);
    expect(faqMatches('MIDNIGHT 23:00', item)).toBe(true);
    expect(faqMatches('midnight eggless', item)).toBe(false);
  });
});
