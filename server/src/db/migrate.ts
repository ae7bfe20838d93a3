import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { withAdvisoryLock } from './advisory-lock.ts';
import type { Database } from './client.ts';

/**
 * Instances started together on one PostgreSQL database would each run the migrations: the
 * second fails on what the first is creating (`CREATE EXTENSION`, a new table). One session-level
 * advisory lock lets a single migrator run; the others wait for it, then find nothing left to do.
 */
const MIGRATION_LOCK_KEY = 'upahar:migrations';

/** Finds the committed migrations whether running from src (tests) or the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../src/db/migrations')];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta/_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'pglite') {
    // One process owns a PGlite data directory (a lock file says so), so nobody migrates beside it.
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
    return;
  }
  // The lock belongs to a session, so the migrations run on the very connection that holds it.
  await withAdvisoryLock(database, MIGRATION_LOCK_KEY, async (client) => {
    await migrateNodePg(drizzleNodePg(client as pg.PoolClient), { migrationsFolder: migrationsFolderPath });
  });
}
