import { describe, expect } from 'vitest';
import { fileTestWith, t } from '../test/fixtures.ts';

const it = fileTestWith({ rateLimit: true });

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

  it('believes no proxy unless one is configured: a private address is one client too', async () => {
    // Behind Docker's bridge or a private load balancer every request arrives from a private
    // address; were its X-Forwarded-For believed, anyone could write their own.
    for (let i = 10; i < 15; i++)
      expect((await subscribe(i, '172.17.0.1', `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await subscribe(15, '172.17.0.1', '198.51.100.15')).statusCode).toBe(429);
    expect((await subscribe(16, '10.0.0.2', '198.51.100.16')).statusCode).toBe(200);
  });
});

describe('add-to-cart', () => {
  it('takes 120 adds a minute from one client, then says to wait (each add can open a cart)', async () => {
    const add = () =>
      t.app.inject({ method: 'POST', url: '/api/V2/add-to-cart', payload: {}, remoteAddress: '203.0.113.9' });
    const codes = new Set<number>();
    for (let i = 0; i < 120; i++) codes.add((await add()).statusCode);
    // The limit counts before validation, so these cheap refused bodies use it up.
    expect([...codes]).toEqual([400]);
    const last = await add();
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });
});
