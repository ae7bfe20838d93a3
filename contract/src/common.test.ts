import { describe, expect, it } from 'vitest';
import { ZName, ZUsername } from './auth.ts';
import { ZProductRef } from './cake.ts';
import { ZAddToCartLine } from './cart.ts';
import { ZListingQuery } from './catalog.ts';
import { ZSlugParams } from './catalog-api.ts';
import { ZEmail, zText } from './common.ts';

describe('zText', () => {
  it('refuses a NUL character, which PostgreSQL cannot store, and keeps the string checks', () => {
    expect(zText().trim().min(1).parse(' ok ')).toBe('ok');
    expect(zText().safeParse('a\u0000b').success).toBe(false);
    // The shared request schemas are built on it.
    expect(ZSlugParams.safeParse({ slug: 'cakes\u0000' }).success).toBe(false);
    expect(ZProductRef.safeParse('\u0000').success).toBe(false);
    expect(ZEmail.safeParse('a\u0000b@example.com').success).toBe(false);
    expect(ZListingQuery.safeParse({ size: ['1 lb', '\u0000'] }).success).toBe(false);
  });
});

describe('numbers', () => {
  const quantity = ZAddToCartLine.shape.quantity;
  it('takes JSON numbers and numbers written out (query strings and form fields are text)', () => {
    expect(quantity.parse(2)).toBe(2);
    expect(quantity.parse('3')).toBe(3);
    expect(quantity.parse('1e1')).toBe(10);
    expect(quantity.parse(undefined)).toBe(1);
    expect(ZListingQuery.parse({ page: '2', minPrice: '10.5' })).toMatchObject({ page: 2, minPrice: 10.5 });
  });

  it.each([true, false, '0x10', '', ' ', 'Infinity', null, [2], { n: 2 }])(
    'refuses %j instead of reading a number into it',
    (value) => {
      const result = quantity.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Quantity must be a number');
    },
  );
});

describe('names', () => {
  // Each of these changes how the text around it is shown, so a name could pose as another.
  const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const marks = ['\u200e', '\u200f', '\u061c'];

  it.each([...controls, ...marks].map((c) => [c.codePointAt(0)?.toString(16), c]))(
    'refuses U+%s in a display name and a username',
    (_code, c) => {
      const name = ZName.safeParse(`Sita ${c}atihS`);
      expect(name.error?.issues[0].message).toBe(
        'Name must not contain characters that change the direction of text',
      );
      const username = ZUsername.safeParse(`sita${c}_k`);
      expect(username.error?.issues[0].message).toBe(
        'Username must not contain characters that change the direction of text',
      );
    },
  );

  it('keeps Devanagari names, joiners included', () => {
    expect(ZName.parse('सीता श्रेष्ठ')).toBe('सीता श्रेष्ठ');
    expect(ZName.parse('क्\u200dष')).toBe('क्\u200dष');
    expect(ZName.parse('क्\u200cष')).toBe('क्\u200cष');
  });
});
