import { describe, expect } from 'vitest';
import { testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Applying and reacting are limited per client so nobody can script them.
const it = testWith({ rateLimit: true });

describe('influencer rate limits', () => {
  it('answers 429 after ten applications in ten minutes and sixty reactions in a minute', async ({ t }) => {
    const me = await quickUser(t.db);
    const codes = async (n: number, url: string) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++)
        out.push((await t.app.inject({ method: 'POST', url, headers: me.headers, payload: {} })).statusCode);
      return out;
    };
    const applies = await codes(11, '/api/V2/register-as-influencer');
    expect(applies.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(applies[10]).toBe(429);
    const reacts = await codes(61, '/api/V2/reactions/add');
    expect(reacts.slice(0, 60)).toEqual(Array(60).fill(400));
    expect(reacts[60]).toBe(429);
  });
});
