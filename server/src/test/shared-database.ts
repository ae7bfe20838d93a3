import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  type Db,
  PGLITE_POOL,
  type PoolStats,
  pgliteExtensions,
  pgPoolStats,
} from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { adminUrl } from './pg-admin.ts';

/**
 * One migrated database per test worker, emptied before each test: starting PGlite from the
 * template takes about a second of CPU, emptying the tables about 15 ms.
 */
export type SharedDatabase = {
  /** A new handle on the database: its own query count and its own in-memory caches. */
  handle(): Database;
  /** Deletes every row and restarts the id sequences: the state right after migrating. */
  reset(): Promise<void>;
  close(): Promise<void>;
};

type Run = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
type Logger = { logQuery(): void };

/** A handle on a connection the worker owns: closing the handle leaves the connection open. */
function handleOn(
  kind: Database['kind'],
  connect: (logger: Logger) => Db,
  ping: Run,
  poolStats: () => PoolStats,
): Database {
  let queries = 0;
  const db = connect({ logQuery: () => void queries++ });
  return {
    db,
    kind,
    poolStats,
    queryCount: () => queries,
    ping: async () => void (await ping('select 1')),
    close: async () => {},
  };
}

// Referencing tables first, so plain DELETEs work without superuser rights or TRUNCATE, which
// costs tens of milliseconds per table even when the table is empty.
const TABLES_SQL = `
  select c.oid::int as id, quote_ident(c.relname) as name,
    coalesce(array(select f.confrelid::int from pg_constraint f
      where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid), '{}') as refs
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')`;
const SEQUENCES_SQL = `
  select s.oid::int as id from pg_class s join pg_namespace n on n.oid = s.relnamespace
  where n.nspname = 'public' and s.relkind = 'S'`;

async function resetScript(run: Run): Promise<string> {
  const tables = (await run(TABLES_SQL)).rows as { id: number; name: string; refs: number[] }[];
  const order: string[] = [];
  // Tables no foreign key touches go last: a delete trigger may fill one while the others are
  // emptied (the keys of deleted files, for the bucket's clean-up).
  const isolated = tables.filter((r) => r.refs.length === 0 && !tables.some((o) => o.refs.includes(r.id)));
  let left = tables.filter((r) => !isolated.includes(r));
  while (left.length > 0) {
    // A table can be emptied once no table still to be emptied refers to it.
    const free = left.filter((r) => !left.some((o) => o.refs.includes(r.id)));
    if (free.length === 0)
      throw new Error('The foreign keys form a cycle: the test reset cannot order its deletes');
    order.push(...free.map((r) => r.name));
    left = left.filter((r) => !free.includes(r));
  }
  order.push(...isolated.map((r) => r.name));
  const sequences = (await run(SEQUENCES_SQL)).rows.map((r) => `setval(${r.id}::regclass, 1, false)`);
  // The ledger refuses deletes unless the transaction says it is the test reset (one query
  // string runs as one transaction, so the setting ends with it).
  const deletes = [
    "select set_config('upahar.erase_ledger', 'on', true);",
    ...order.map((name) => `delete from ${name};`),
  ].join('\n');
  return sequences.length > 0 ? `${deletes}\nselect ${sequences.join(', ')};` : deletes;
}

async function sharedPglite(templateFile: string): Promise<SharedDatabase> {
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    loadDataDir: new Blob([fs.readFileSync(templateFile)]),
  });
  const run: Run = (sql) => client.query(sql);
  const script = await resetScript(run);
  return {
    handle: () =>
      handleOn(
        'pglite',
        (logger) => drizzlePglite(client, { schema, logger }) as unknown as Db,
        run,
        () => PGLITE_POOL,
      ),
    reset: async () => void (await client.exec(script)),
    close: () => client.close(),
  };
}

async function sharedPostgres(url: string, template: string): Promise<SharedDatabase> {
  // Named after the template, so the run's teardown can drop what a crashed worker left behind.
  const name = `${template}_w${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database "${name}" template "${template}"`);
  // Several connections, so requests sent together really overlap as they do in production.
  const pool = new pg.Pool({ connectionString: adminUrl(url, name), max: 5 });
  // A dropped idle connection must not end the worker; the pool replaces it.
  pool.on('error', () => {});
  const run: Run = (sql) => pool.query(sql);
  const script = await resetScript(run);
  return {
    handle: () =>
      handleOn(
        'postgres',
        (logger) => drizzleNodePg(pool, { schema, logger }) as unknown as Db,
        run,
        () => pgPoolStats(pool),
      ),
    reset: async () => void (await pool.query(script)),
    close: async () => {
      await pool.end();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite; both start from the run's template. */
export function openSharedDatabase(): Promise<SharedDatabase> {
  const pgTemplate = inject('pgTemplate');
  const pgUrl = inject('pgUrl');
  if (pgTemplate && pgUrl) return sharedPostgres(pgUrl, pgTemplate);
  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('No PGlite template: vitest.config.ts must run server/src/test/global-setup.ts');
  return sharedPglite(file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
    pgUrl: string | null;
    pgliteTemplateFile: string | null;
  }
}
