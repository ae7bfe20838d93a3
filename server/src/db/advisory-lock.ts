import type pg from 'pg';
import type { Database } from './client.ts';

/**
 * Runs `fn` while this process holds a session-level PostgreSQL advisory lock named `key`, so
 * instances that start together do a piece of set-up one after the other instead of at once. The
 * lock is held by a connection of its own, taken from the pool for the while; `fn` gets it in case
 * its work must run on that very connection (migrations do), else it may use the pool as usual.
 * PGlite has one process per data directory, so there is nobody to wait for.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: string,
  fn: (client: pg.PoolClient | null) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') return fn(null);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    client.release();
  }
}
