import { describe, expect } from 'vitest';
import { loadConfig } from '../config.ts';
import { fileTestWith, t } from '../test/fixtures.ts';

// A deployment behind a load balancer names it in TRUST_PROXY; then, and only from it, the
// forwarded address is the client's.
const it = fileTestWith({ rateLimit: true, trustProxy: '10.0.0.2' });

const subscribe = (i: number, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/V2/home/subscribe-newsletter',
    payload: { email: `reader${i}@example.com` },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2,10.0.0.3' }).trustProxy).toBe('10.0.0.2,10.0.0.3');
  });

  it('counts each client behind the configured proxy apart', async () => {
    for (let i = 0; i < 5; i++)
      expect((await subscribe(i, '10.0.0.2', '198.51.100.20')).statusCode).toBe(200);
    expect((await subscribe(5, '10.0.0.2', '198.51.100.20')).statusCode).toBe(429);
    expect((await subscribe(6, '10.0.0.2', '198.51.100.21')).statusCode).toBe(200);
  });

  it('does not believe another private address', async () => {
    for (let i = 10; i < 15; i++)
      expect((await subscribe(i, '10.0.0.9', `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await subscribe(15, '10.0.0.9', '198.51.100.15')).statusCode).toBe(429);
  });
});
