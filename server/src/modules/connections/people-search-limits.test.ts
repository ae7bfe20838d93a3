import { describe, expect } from 'vitest';
import { testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Searching people is limited per client, so a script cannot list everyone letter by letter; a
// person typing (each pause answered once) stays far below the limit.
const it = testWith({ rateLimit: true });

describe('people search rate limit', () => {
  it('answers 429 after sixty searches a minute', async ({ t }) => {
    const me = await quickUser(t.db);
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/V2/connection/people?q=someone',
        headers: me.headers,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(codes[60]).toBe(429);
  });
});
