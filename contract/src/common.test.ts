import { describe, expect, it } from 'vitest';
import { ZProductRef } from './cake.ts';
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
