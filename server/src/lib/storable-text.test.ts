import { describe, expect, it } from 'vitest';
import { hasUnstorable, unstorablePaths } from './storable-text.ts';

describe('storable text', () => {
  it('finds text that cannot be stored wherever unstorablePaths does, and nothing where it finds none', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 40; i++) deep = { k: deep };
    const values: unknown[] = [
      'plain',
      'a\u0000b',
      { name: 'ok', tags: ['x', 'y\ud800'] },
      { 'bad\udc00key': 1 },
      { nested: { list: [{ note: 'fine' }, 3, null, true] } },
      deep,
      Object.assign(Object.create({ inherited: '\u0000' }), { own: 'fine' }),
      null,
      42,
    ];
    for (const value of values) expect(hasUnstorable(value)).toBe(unstorablePaths(value).length > 0);
  });
});
