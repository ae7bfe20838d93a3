import { test as base, onTestFinished } from 'vitest';
import type { Config } from '../config.ts';
import { messagesWithLinksRunTogether } from './mail-links.ts';
import { openSharedDatabase, type SharedDatabase } from './shared-database.ts';
import { appOn, type TestApp } from './test-app.ts';

export type { TestApp } from './test-app.ts';

// What the running test (or file) uses, for the `t` and `buildTestApp` below.
let current: { shared: SharedDatabase; app: TestApp } | null = null;

// Vitest keeps worker fixtures apart for `test` and `fileTest`, so they share the database here:
// the worker opens it once and closes it after its last file.
let workerDatabase: Promise<SharedDatabase> | null = null;
let workerUsers = 0;

// Vitest reads a fixture's needs from its first parameter, which must be a destructuring pattern.
// biome-ignore lint/correctness/noEmptyPattern: this fixture needs no other fixture
const withDatabase = base.extend('sharedDatabase', { scope: 'worker' }, async ({}, { onCleanup }) => {
  workerUsers++;
  workerDatabase ??= openSharedDatabase();
  const shared = workerDatabase;
  onCleanup(async () => {
    if (--workerUsers > 0) return;
    workerDatabase = null;
    await (await shared).close();
  });
  return shared;
});

async function freshApp(
  shared: SharedDatabase,
  config: Partial<Config>,
  onCleanup: (fn: () => Promise<void>) => void,
) {
  await shared.reset();
  const app = await appOn(shared.handle(), config);
  current = { shared, app };
  onCleanup(async () => {
    if (current?.app === app) current = null;
    const runTogether = await messagesWithLinksRunTogether(app.db).finally(() => app.close());
    if (runTogether.length > 0)
      throw new Error(`Links run into the punctuation after them:\n${runTogether.join('\n')}`);
  });
  return app;
}

/**
 * API tests whose app has settings of its own, e.g. `const it = testWith({ rateLimit: true })`:
 * a test function of their own, so the settings stay in that file. (`it.override` at the top of
 * a file would not: it rewrites the shared `it`, and the files of a worker share this module.)
 */
export function testWith(config: Partial<Config>) {
  return withDatabase
    .extend('appConfig', { scope: 'file' }, config)
    .extend('t', { auto: true }, ({ sharedDatabase, appConfig }, { onCleanup }) =>
      freshApp(sharedDatabase, appConfig, onCleanup),
    );
}

/**
 * One database and app for all the tests of a file, for files that build costly data once in
 * `fileTest.beforeAll` (the demo seed) or that only read; settings of its own as for `testWith`.
 */
export function fileTestWith(config: Partial<Config>) {
  return withDatabase
    .extend('appConfig', { scope: 'file' }, config)
    .extend('t', { scope: 'file', auto: true }, ({ sharedDatabase, appConfig }, { onCleanup }) =>
      freshApp(sharedDatabase, appConfig, onCleanup),
    );
}

/** API tests: every test starts on an empty migrated database with its own app, as `t`. */
export const test = testWith({});
export const it = test;
export const fileTest = fileTestWith({});

function running(): NonNullable<typeof current> {
  if (!current) throw new Error('No test app: use `it` or `fileTest` from server/src/test/fixtures.ts');
  return current;
}

/** The running test's app, for helpers written at the top of a test file. */
export const t: TestApp = {
  get app() {
    return running().app.app;
  },
  get db() {
    return running().app.db;
  },
  get database() {
    return running().app.database;
  },
  close: () => running().app.close(),
};

/** Another app with other settings on the running test's database; closed when the test ends. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const app = await appOn(running().shared.handle(), overrides);
  onTestFinished(() => app.close());
  return app;
}
