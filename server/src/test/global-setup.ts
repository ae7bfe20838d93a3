import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { adminUrl } from './pg-admin.ts';

/** With DATABASE_URL, migrate one template database that every test copies. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    project.provide('pgUrl', null);
    return;
  }
  const template = `upahar_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: adminUrl(url, template), max: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgUrl', url);
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    await c.query(`drop database if exists "${template}" with (force)`);
    await c.end();
  };
}
