import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { helmetOptions, securityHeadersPlugin } from './security-headers.ts';

async function answerFrom(publicUrl: string) {
  const app = Fastify();
  app.decorate('config', { publicUrl } as Config);
  await app.register(securityHeadersPlugin);
  app.get('/', async () => ({ ok: true }));
  const res = await app.inject('/');
  await app.close();
  return res;
}

describe('security headers', () => {
  it('tells browsers to keep to https when the shop is published over https', async () => {
    const res = await answerFrom('https://upahar.example');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS over http, where it would lock browsers out of the host', async () => {
    const res = await answerFrom('http://localhost:3000');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends exactly the headers helmet sends on every answer, worked out once', async () => {
    const withHelmet = Fastify();
    await withHelmet.register(helmet, helmetOptions(true));
    withHelmet.get('/', async () => ({ ok: true }));
    const expected = (await withHelmet.inject('/')).headers;
    await withHelmet.close();
    const { date: _d1, ...ours } = (await answerFrom('https://upahar.example')).headers;
    const { date: _d2, ...theirs } = expected;
    expect(ours).toEqual(theirs);
  });
});
