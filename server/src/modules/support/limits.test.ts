import { describe, expect } from 'vitest';
import { testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Opening tickets and replying are limited per client, so a script cannot flood the support
// team's queue and mailboxes; the limits sit well above what a person writes.
const it = testWith({ rateLimit: true });

describe('support ticket rate limits', () => {
  it('answers 429 after five new tickets or twenty replies in ten minutes', async ({ t }) => {
    const me = await quickUser(t.db);
    const codes = async (url: string, times: number) => {
      const out: number[] = [];
      for (let i = 0; i < times; i++)
        out.push((await t.app.inject({ method: 'POST', url, headers: me.headers, payload: {} })).statusCode);
      return out;
    };
    const opened = await codes('/api/V2/ticket', 6);
    expect(opened.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(opened[5]).toBe(429);
    const replies = await codes('/api/V2/reply-ticket', 21);
    expect(replies.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(replies[20]).toBe(429);
  });
});
