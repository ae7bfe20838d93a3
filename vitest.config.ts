import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./web/app', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['contract/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/app/**/*.test.{ts,tsx}'],
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
