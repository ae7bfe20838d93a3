import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';

describe('WEB_DEV', () => {
  test('is off unless asked for: the built storefront is served', () => {
    expect(loadConfig({}).webDev).toBe(false);
    expect(loadConfig({ WEB_DEV: 'on' }).webDev).toBe(true);
  });

  test('is refused in production, where Vite is not installed and must not serve sources', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WEB_DEV: 'on' })).toThrow(/WEB_DEV/);
  });
});

describe('SEED', () => {
  test('seeds the demo shop outside production, so `npm start` shows a shop at once', () => {
    expect(loadConfig({}).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }).seed).toBe('demo');
    expect(loadConfig({ SEED: 'never' }).seed).toBe('never');
  });

  test('seeds nothing in production unless SEED=demo asks for it', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe('never');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'auto' }).seed).toBe('never');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe('demo');
    expect(() => loadConfig({ SEED: 'yes' })).toThrow(/SEED/);
  });
});

describe('RESPONSE_CACHE', () => {
  test('is on by default, off when asked and while pages come from the live sources', () => {
    expect(loadConfig({}).responseCache).toEqual({
      enabled: true,
      ttlMs: 30_000,
      maxEntries: 2000,
      maxBytes: 64 * 1024 * 1024,
    });
    expect(loadConfig({ RESPONSE_CACHE: 'off' }).responseCache.enabled).toBe(false);
    expect(loadConfig({ WEB_DEV: 'on' }).responseCache.enabled).toBe(false);
    expect(loadConfig({ WEB_DEV: 'on', RESPONSE_CACHE: 'on' }).responseCache.enabled).toBe(true);
    expect(loadConfig({ RESPONSE_CACHE_SECONDS: '5' }).responseCache.ttlMs).toBe(5000);
  });

  test('refuses a lifetime outside 1 s to 10 minutes', () => {
    expect(() => loadConfig({ RESPONSE_CACHE_SECONDS: '0' })).toThrow(/RESPONSE_CACHE_SECONDS/);
    expect(() => loadConfig({ RESPONSE_CACHE_SECONDS: '601' })).toThrow(/RESPONSE_CACHE_SECONDS/);
  });
});

describe('SMS', () => {
  test('goes through Sparrow SMS only with the provider and its token set', () => {
    expect(loadConfig({}).sms).toBeNull();
    expect(loadConfig({ SMS_PROVIDER: 'sparrow' }).sms).toBeNull();
    expect(loadConfig({ SPARROW_SMS_TOKEN: 'v2_token' }).sms).toBeNull();
    expect(loadConfig({ SMS_PROVIDER: 'sparrow', SPARROW_SMS_TOKEN: 'v2_token' }).sms).toEqual({
      provider: 'sparrow',
      token: 'v2_token',
      from: 'Upahar',
    });
    expect(
      loadConfig({ SMS_PROVIDER: 'sparrow', SPARROW_SMS_TOKEN: 't', SPARROW_SMS_FROM: 'TheAlert' }).sms?.from,
    ).toBe('TheAlert');
  });

  test('refuses a provider it does not know', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  test('drains for 5 s in production, where a load balancer must see /readyz fail first', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '8000' }).shutdownDrainMs).toBe(8000);
  });

  test('stops at once elsewhere, unless asked to drain', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '2000' }).shutdownDrainMs).toBe(2000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});

describe('DATABASE_POOL_MAX', () => {
  test('sizes each instance’s PostgreSQL pool, 10 unless set, and refuses a pool too small to serve', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
  });
});
