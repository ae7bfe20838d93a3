import { describe, expect } from 'vitest';
import { testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Writing quizzes and the admins' decisions are limited per client, so a script cannot flood the
// list or the creators' mailboxes; the limits sit well above what a person does.
const it = testWith({ rateLimit: true });

describe('quiz rate limits', () => {
  it('answers 429 after ten new quizzes, and after 120 staff decisions, in ten minutes', async ({ t }) => {
    const me = await quickUser(t.db);
    const admin = await quickUser(t.db, { role: 'admin' });
    const codes = async (url: string, headers: Record<string, string>, times: number) => {
      const out: number[] = [];
      for (let i = 0; i < times; i++)
        out.push((await t.app.inject({ method: 'POST', url, headers, payload: {} })).statusCode);
      return out;
    };
    const created = await codes('/api/V2/quiz/create', me.headers, 11);
    expect(created.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(created[10]).toBe(429);
    const decided = await codes('/api/dashboard/v1/quizzes/1/prize', admin.headers, 121);
    expect(decided.slice(0, 120)).toEqual(Array(120).fill(400));
    expect(decided[120]).toBe(429);
  });
});
