import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';
import { adminUrl } from './pg-admin.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The migrated PGlite data directory as a file. Making it takes seconds, so it is kept in the
 * temporary directory under a name that changes with the migrations and the PGlite version, and
 * the next run uses it as it is.
 */
async function pgliteTemplateFile(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(pglite), '../package.json')));
  const folder = migrationsFolder();
  for (const name of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(folder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  const file = path.join(os.tmpdir(), `upahar-test-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return file;

  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await database.close();
  // Written aside and renamed, so a run starting meanwhile never reads half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  // Templates of older migrations, unused for an hour, go (a run may still be using a recent one).
  for (const name of fs.readdirSync(os.tmpdir())) {
    const old = path.join(os.tmpdir(), name);
    if (
      name.startsWith('upahar-test-template-') &&
      old !== file &&
      fs.statSync(old).mtimeMs < Date.now() - HOUR_MS
    )
      fs.rmSync(old, { force: true });
  }
  return file;
}

/**
 * One migrated template database for the whole run; each test worker starts its own database
 * from it. PGlite: the migrated data directory in a file (kept between runs, see above).
 * PostgreSQL (with DATABASE_URL): a database that workers copy with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgliteTemplateFile', await pgliteTemplateFile());
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
  project.provide('pgliteTemplateFile', null);
  project.provide('pgTemplate', template);
  project.provide('pgUrl', url);
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    // Worker copies are named after the template; a crashed worker may have left its copy.
    const { rows } = await c.query<{ name: string }>(
      `select datname as name from pg_database where datname like $1 order by datname desc`,
      [`${template}%`],
    );
    for (const { name } of rows) await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
}
