import { ZErrorResponse } from '@upahar/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { fileTest as it, t } from '../test/fixtures.ts';
import { quickUser } from '../test/login-as.ts';
import { errorsPlugin } from './errors.ts';

describe('errors plugin', () => {
  it('answers a value the database refuses with a 400, not a 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    const cases = {
      nul: sql`select ${'a\u0000b'}::text`,
      uuid: sql`select ${'not-a-uuid'}::uuid`,
      range: sql`select ${3_000_000_000}::int`,
      date: sql`select ${'2026-02-30'}::date`,
    };
    app.get<{ Params: { c: keyof typeof cases } }>('/:c', async (req) => t.db.execute(cases[req.params.c]));
    for (const [c, message] of [
      ['nul', /NUL character/],
      ['uuid', /wrong format/],
      ['range', /out of range/],
      ['date', /out of range/],
    ] as const) {
      const res = await app.inject(`/${c}`);
      expect(res.statusCode, c).toBe(400);
      expect(ZErrorResponse.parse(res.json()).message).toMatch(message);
    }
    await app.close();
  });

  it('answers a URL the router refuses with the failure envelope', async () => {
    const bad = await t.app.inject('/api/V2/product/%ED%A0%80');
    expect(bad.statusCode).toBe(400);
    expect(ZErrorResponse.parse(bad.json()).message).toBe('The address is not valid');
    const long = await t.app.inject(`/api/V2/product/${'x'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(ZErrorResponse.parse(long.json()).status).toBe('error');
  });

  it('answers 503 with Retry-After, not 500, when the database cannot be reached', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    // A real pool pointed at a port where nothing listens: the error as node-postgres raises it.
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 1 });
    app.get('/pool', async () => pool.query('select 1'));
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    app.get('/shutdown', async () => {
      throw new Error('Failed query', { cause: shutdown });
    });
    for (const path of ['/pool', '/shutdown']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(ZErrorResponse.parse(res.json()).message).toMatch(/cannot reach its database/);
    }
    await pool.end();
    await app.close();
  });

  it('answers a refused body with the first field’s sentence, nothing tacked on', async () => {
    const me = await quickUser(t.db);
    const influencer = await t.app.inject({
      method: 'POST',
      url: '/api/V2/register-as-influencer',
      headers: me.headers,
      payload: {
        handle: 'sita',
        bio: 'I bake and post about cakes every week.',
        followers: {},
        categoryIds: [1],
      },
    });
    expect(influencer.statusCode).toBe(400);
    const body = ZErrorResponse.parse(influencer.json());
    expect(body.message).toBe('Links must be filled in.');
    expect(body.errors).toEqual({ links: ['Links must be filled in.'] });
    const interest = await t.app.inject({
      method: 'POST',
      url: '/api/V2/sell-at-ug',
      payload: {
        name: 'Maya',
        email: 'maya@example.com',
        phone: '9612345678',
        businessName: ' ',
        message: 'We bake.',
      },
    });
    expect(interest.statusCode).toBe(400);
    expect(ZErrorResponse.parse(interest.json()).message).not.toMatch(/\(businessName\)$/);
  });
});
