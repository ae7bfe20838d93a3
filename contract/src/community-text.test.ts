import { describe, expect, it } from 'vitest';
import { extractMentions, normaliseText, splitMentions } from './community-text.ts';

describe('normaliseText', () => {
  it('trims, unifies line endings and drops trailing spaces', () => {
    expect(normaliseText('  Mitho cha!  \r\nThank you\r ')).toBe('Mitho cha!\nThank you');
  });

  it('keeps one blank line between paragraphs at most', () => {
    expect(normaliseText('one\n\n\n\n\ntwo\n\nthree')).toBe('one\n\ntwo\n\nthree');
  });

  it('removes control characters but keeps tabs, newlines and Devanagari', () => {
    expect(normaliseText('ramro\u0000 \u0007केक\tछ')).toBe('ramro केक\tछ');
  });

  it('leaves markup as plain text (it is escaped when rendered, never interpreted)', () => {
    expect(normaliseText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('turns whitespace-only text into an empty string', () => {
    expect(normaliseText(' \n\t\n ')).toBe('');
  });
});

describe('extractMentions', () => {
  it('finds distinct lower-case usernames in order', () => {
    expect(extractMentions('@Sita and @ram_b, also @sita again')).toEqual(['sita', 'ram_b']);
  });

  it('ignores e-mail addresses, too-short names and a trailing full stop', () => {
    expect(extractMentions('mail sita@example.com or @ab; thanks @hari.k.')).toEqual(['hari.k']);
  });

  it('caps the number of mentions', () => {
    expect(extractMentions('@aaa @bbb @ccc', 2)).toEqual(['aaa', 'bbb']);
  });
});

describe('splitMentions', () => {
  it('links only known usernames and keeps all other text as it is', () => {
    expect(splitMentions('Hi @Sita, ask @nobody or @ram.', ['sita', 'ram'])).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@Sita', username: 'sita' },
      { kind: 'text', text: ', ask @nobody or ' },
      { kind: 'mention', text: '@ram', username: 'ram' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('returns the whole text when nothing is known, including markup', () => {
    const text = '<b>@sita</b>';
    expect(splitMentions(text, [])).toEqual([{ kind: 'text', text }]);
    expect(splitMentions(text, ['sita'])).toEqual([
      { kind: 'text', text: '<b>' },
      { kind: 'mention', text: '@sita', username: 'sita' },
      { kind: 'text', text: '</b>' },
    ]);
  });

  it('handles a mention at the very start and adjacent mentions', () => {
    expect(splitMentions('@aarati @bikash_bakes', ['aarati', 'bikash_bakes']).map((p) => p.kind)).toEqual([
      'mention',
      'text',
      'mention',
    ]);
  });
});
