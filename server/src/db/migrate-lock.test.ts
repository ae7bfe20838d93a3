import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { adminUrl } from '../test/pg-admin.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';

// Several instances of the shop may start at the same moment on one empty database; each runs
// the migrations at start-up, and every one of them must come up.

const url = inject('pgUrl');

async function journalLength() {
  const { default: journal } = await import(`${migrationsFolder()}/meta/_journal.json`, {
    with: { type: 'json' },
  });
  return (journal as { entries: unknown[] }).entries.length;
}

describe('migrations at start-up', () => {
  if (url) {
    it('run once when three instances start together on an empty PostgreSQL database', async () => {
      const name = `upahar_migrate_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(url) });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: adminUrl(url, name), max: 2 })),
      );
      try {
        await Promise.all(instances.map((d) => migrateDatabase(d)));
        const check = new pg.Client({ connectionString: adminUrl(url, name) });
        await check.connect();
        const { rows } = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        await check.end();
        expect(rows[0].n).toBe(await journalLength());
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    });
  } else {
    it('run on the embedded database, where one process owns the data directory', async () => {
      const database = await openDatabase({ kind: 'pglite-memory' });
      try {
        await migrateDatabase(database);
        await migrateDatabase(database);
        const client = (
          database.db as unknown as { $client: { query(q: string): Promise<{ rows: { n: number }[] }> } }
        ).$client;
        const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0].n).toBe(await journalLength());
      } finally {
        await database.close();
      }
    });
  }
});
