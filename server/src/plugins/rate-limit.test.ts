import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());

const subscribe = (i: number, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/V2/home/subscribe-newsletter',
    payload: { email: `reader${i}@example.com` },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('rate limits and X-Forwarded-For', () => {
  it('cannot be escaped by a client that makes up its own forwarded address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await subscribe(i, '203.0.113.7', `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts each client behind a load balancer on the private network apart', async () => {
    for (let i = 0; i < 5; i++)
      expect((await subscribe(i, '10.0.0.2', '198.51.100.20')).statusCode).toBe(200);
    expect((await subscribe(5, '10.0.0.2', '198.51.100.20')).statusCode).toBe(429);
    expect((await subscribe(6, '10.0.0.2', '198.51.100.21')).statusCode).toBe(200);
  });
});
