import { describe, expect } from 'vitest';
import { testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart } from '../../test/multipart.ts';

// Applying and uploading CVs are limited per client, so nobody can fill the shop's inbox or
// database with a script; ten tries in ten minutes is plenty for a person.
const it = testWith({ rateLimit: true });

describe('careers rate limits', () => {
  it('answers 429 after ten applications or ten uploads in ten minutes', async ({ t }) => {
    const me = await quickUser(t.db);
    const codes = async (send: () => Promise<{ statusCode: number }>) => {
      const out: number[] = [];
      for (let i = 0; i < 11; i++) out.push((await send()).statusCode);
      return out;
    };
    const applies = await codes(() =>
      t.app.inject({ method: 'POST', url: '/api/V2/career/apply', headers: me.headers, payload: {} }),
    );
    expect(applies.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(applies[10]).toBe(429);
    const empty = multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) });
    const uploads = await codes(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/career/upload',
        headers: { ...me.headers, ...empty.headers },
        payload: empty.payload,
      }),
    );
    expect(uploads.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(uploads[10]).toBe(429);
  });
});
