import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

export type TestApp = { app: FastifyInstance; db: Db; database: Database; close(): Promise<void> };

/** The app as tests run it, on the given database; `close` closes the app and that handle. */
export async function appOn(database: Database, overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = loadConfig(
    // The shared response cache is off unless a test turns it on, so answers never come from
    // another test's request.
    { NODE_ENV: 'test', RATE_LIMIT: 'off', RESPONSE_CACHE: 'off' },
    { publicUrl: 'http://shop.test', ...overrides },
  );
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
