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
