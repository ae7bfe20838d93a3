import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

export type TestApp = { app: FastifyInstance; db: Db; database: Database; close(): Promise<void> };

const noNetwork: typeof fetch = async (input) => {
  throw new TypeError(`fetch failed: tests do not reach the network (${String(input)})`);
};

/** The app as tests run it, on the given database; `close` closes the app and that handle. */
export async function appOn(database: Database, overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = loadConfig(
    // The shared response cache is off unless a test turns it on, so answers never come from
    // another test's request.
    { NODE_ENV: 'test', RATE_LIMIT: 'off', RESPONSE_CACHE: 'off' },
    { publicUrl: 'http://shop.test', ...overrides },
  );
  // Tests never reach eSewa or Khalti: a test that needs them passes a fake fetch.
  if (!config.payments.fetch) config.payments = { ...config.payments, fetch: noNetwork };
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
