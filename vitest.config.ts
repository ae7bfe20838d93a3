import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { iconSprite } from './web/build-tools/icon-sprite';

export default defineConfig({
  // Pages draw icons from the sprite, whose address a plugin of the web build provides.
  plugins: [iconSprite()],
  resolve: { alias: { '~': fileURLToPath(new URL('./web/app', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'contract/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'web/app/**/*.test.{ts,tsx}',
      'web/build-tools/**/*.test.ts',
    ],
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its loaded modules and its database from one file to the next: loading the
    // app's modules and starting a database for every file took most of the run. The fixtures in
    // server/src/test/fixtures.ts give every API test an emptied database and an app of its own.
    isolate: false,
  },
});
