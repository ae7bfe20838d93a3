import { describe, expect } from 'vitest';
import { testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Following and unfollowing are limited per client, so a script cannot churn follower counts;
// the limit sits well above what a person clicks.
const it = testWith({ rateLimit: true });

describe('follow rate limit', () => {
  it('answers 429 after thirty follow writes a minute', async ({ t }) => {
    const me = await quickUser(t.db);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/V2/followers/add',
        headers: me.headers,
        payload: { storeId: 'nowhere' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(codes[30]).toBe(429);
  });
});
