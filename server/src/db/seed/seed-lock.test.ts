import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { it as dbIt, t } from '../../test/fixtures.ts';
import { adminUrl } from '../../test/pg-admin.ts';
import { openDatabase } from '../client.ts';
import { applySeedPolicy } from './seed-policy.ts';

// Several instances of the shop may start at the same moment on one empty database; outside
// production each would fill it with the demo shop. One does; the others find it and go on.

const url = inject('pgUrl');
const template = inject('pgTemplate');
const demo = loadConfig({ NODE_ENV: 'test', SEED: 'demo' });

async function demoAdmins(connectionString: string): Promise<number> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    const { rows } = await c.query(`select count(*)::int as n from users where email = 'admin@upahar.demo'`);
    return rows[0].n;
  } finally {
    await c.end();
  }
}

describe('the demo seed at start-up', () => {
  if (url && template) {
    it('runs once when three instances start together on an empty PostgreSQL database', async () => {
      // Named after the template, so the run's clean-up drops it even if this test dies.
      const name = `${template}_seed_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(url) });
      await admin.connect();
      await admin.query(`create database "${name}" template "${template}"`);
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: adminUrl(url, name), max: 2 })),
      );
      try {
        const seeded = await Promise.all(instances.map((d) => applySeedPolicy(d.db, demo)));
        expect(seeded.filter(Boolean)).toHaveLength(1);
        expect(await demoAdmins(adminUrl(url, name))).toBe(1);
        // A later start finds the shop without waiting for anyone.
        expect(await applySeedPolicy(instances[0].db, demo)).toBe(false);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }, 180_000);
  } else {
    dbIt(
      'runs once on the embedded database, where one process owns the data directory',
      async () => {
        const seeded = await Promise.all([applySeedPolicy(t.db, demo), applySeedPolicy(t.db, demo)]);
        expect(seeded.filter(Boolean)).toHaveLength(1);
        expect(await applySeedPolicy(t.db, demo)).toBe(false);
      },
      180_000,
    );
  }
});
