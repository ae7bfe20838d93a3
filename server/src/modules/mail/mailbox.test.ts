import { describe, expect } from 'vitest';
import { fileTestWith, t } from '../../test/fixtures.ts';
import { queueEmail } from './outbox.ts';

// The development mailbox holds password-reset links (the admin's too): it opens for the person
// at the machine the shop runs on, and for nobody who merely reaches it over a network.
const it = fileTestWith({});
const production = fileTestWith({ env: 'production' });

const open = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });

describe('development mailbox', () => {
  it('shows the mail to this machine', async () => {
    await queueEmail({
      db: t.db,
      mail: { to: 'admin@upahar.demo', subject: 'Reset your Upahar password', text: 'http://x/reset' },
    });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await open(address, { host: 'localhost:3000' });
      expect(page.statusCode, address).toBe(200);
      expect(page.payload).toContain('Reset your Upahar password');
    }
    expect((await open('127.0.0.1', { host: '127.0.0.1:3000' })).statusCode).toBe(200);
  });

  it.each([
    ['a client on the network', '192.168.1.20', {}],
    ['a client on the internet', '203.0.113.5', {}],
    ['one claiming to be this machine in X-Forwarded-For', '203.0.113.5', { 'x-forwarded-for': '127.0.0.1' }],
    ['one sent on by a proxy on this machine', '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }],
    ['one sent on by a proxy that says Forwarded', '127.0.0.1', { forwarded: 'for=203.0.113.5' }],
    ['one sent on by a proxy that says X-Real-IP', '127.0.0.1', { 'x-real-ip': '203.0.113.5' }],
    ['a web page that pointed its own name at this machine', '127.0.0.1', { host: 'evil.example:3000' }],
  ])('refuses %s', async (_who, address, headers: Record<string, string>) => {
    const page = await open(address, headers);
    expect(page.statusCode).toBe(403);
    expect(page.json().message).toMatch(/opens only on the machine the shop runs on/);
    expect(page.payload).not.toContain('Reset your Upahar password');
  });
});

describe('in production', () => {
  production('is not there at all, even for this machine', async () => {
    expect((await open('127.0.0.1', { host: 'localhost:3000' })).statusCode).toBe(404);
  });
});
