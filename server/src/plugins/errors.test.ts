import { ZErrorResponse } from '@upahar/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect } from 'vitest';
import { fileTest as it, t } from '../test/fixtures.ts';
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
});
