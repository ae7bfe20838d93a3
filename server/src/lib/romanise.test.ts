import { describe, expect, it } from 'vitest';
import { romanise } from './romanise.ts';

describe('romanise', () => {
  it('writes Nepali words as shoppers type them', () => {
    expect(romanise('चकलेट केक')).toBe('chakalet kek');
    expect(romanise('फूल')).toBe('phul');
    expect(romanise('रातो गुलाफ')).toBe('rato gulaph');
    expect(romanise('जन्मदिन')).toBe('janmadin');
    expect(romanise('रंगीन')).toBe('rangin');
  });

  it('keeps Latin letters and writes Devanagari digits as digits', () => {
    expect(romanise('Red Velvet २ पाउन्ड')).toBe('Red Velvet 2 paund');
  });
});
