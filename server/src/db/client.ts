import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The db handle or an open transaction: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * The connections behind the handle: at most `max`, `total` open now, `idle` of them free and
 * `waiting` queries queued for one. PGlite is a single connection inside the process, where
 * queries queue unseen: it reports one connection and no idle or waiting count.
 */
export type PoolStats = { max: number; total: number; idle: number | null; waiting: number | null };

export const PGLITE_POOL: PoolStats = { max: 1, total: 1, idle: null, waiting: null };

/** What a pg pool says of itself, as PoolStats. */
export const pgPoolStats = (pool: pg.Pool): PoolStats => ({
  max: pool.options.max ?? 10,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  poolStats(): PoolStats;
  /** Statements sent through Drizzle so far: tests assert a fixed, small number per request. */
  queryCount(): number;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export const pgliteExtensions = { pg_trgm };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let queries = 0;
  const logger = { logQuery: () => void queries++ };
  const queryCount = () => queries;
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.max ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      poolStats: () => pgPoolStats(pool),
      queryCount,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = () => {};
  if (opts.kind === 'pglite') {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
    const pgdata = path.join(opts.dataDir, 'pglite');
    // A stale postmaster.pid after kill -9 can stop the next start. We hold the
    // directory lock, so no other process owns this data directory.
    fs.rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
    try {
      client = await PGlite.create(pgdata, { extensions: pgliteExtensions });
    } catch (e) {
      release();
      throw e;
    }
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: opts.loadDataDir });
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    poolStats: () => PGLITE_POOL,
    queryCount,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

export function openOptionsFromConfig(c: {
  databaseUrl?: string;
  databasePoolMax?: number;
  dataDir: string;
}): OpenOptions {
  return c.databaseUrl
    ? { kind: 'postgres', url: c.databaseUrl, max: c.databasePoolMax }
    : { kind: 'pglite', dataDir: c.dataDir };
}
