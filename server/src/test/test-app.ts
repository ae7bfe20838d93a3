import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { adminUrl } from './pg-admin.ts';

export type TestApp = { app: FastifyInstance; db: Db; database: Database; close(): Promise<void> };

let pgliteTemplate: Promise<Blob> | null = null;

/** One migrated PGlite per worker, dumped once and loaded for each test app. */
function pgliteTemplateBlob(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const blob = await client.dumpDataDir('none');
    await database.close();
    return blob;
  })();
  return pgliteTemplate;
}

async function freshPostgres(
  url: string,
  template: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `upahar_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: adminUrl(url, name), max: 5 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** A fresh migrated database and the app on it; PostgreSQL when DATABASE_URL is set. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = loadConfig(
    { NODE_ENV: 'test', RATE_LIMIT: 'off' },
    { publicUrl: 'http://shop.test', ...overrides },
  );
  const pgTemplate = inject('pgTemplate');
  const pgUrl = inject('pgUrl');
  let database: Database;
  let drop = async () => {};
  if (pgTemplate && pgUrl) {
    const fresh = await freshPostgres(pgUrl, pgTemplate);
    database = fresh.database;
    drop = fresh.drop;
  } else {
    database = await openDatabase({ kind: 'pglite-memory', loadDataDir: await pgliteTemplateBlob() });
  }
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
    pgUrl: string | null;
  }
}
