// A throw-away PostgreSQL database beside DATABASE_URL's, for browser tests and benchmarks.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const withDb = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function run(url, statement) {
  const c = new pg.Client({ connectionString: withDb(url, 'postgres') });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** Creates `<prefix>_<random>` and returns its URL and a function that drops it. */
export async function createFreshDatabase(url, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await run(url, `create database "${name}"`);
  return { url: withDb(url, name), drop: () => run(url, `drop database if exists "${name}" with (force)`) };
}
