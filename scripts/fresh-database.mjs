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

/**
 * Drops earlier throw-away databases of this prefix that nobody is connected to: a run that was
 * killed (Playwright stops its web server hard) cannot drop its own.
 */
async function dropIdleDatabases(url, prefix) {
  const c = new pg.Client({ connectionString: withDb(url, 'postgres') });
  await c.connect();
  try {
    const { rows } = await c.query(
      `select datname from pg_database d where datname like $1
         and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
      [`${prefix}\\_%`],
    );
    for (const { datname } of rows) await c.query(`drop database if exists "${datname}"`).catch(() => {});
  } finally {
    await c.end();
  }
}

/** Creates `<prefix>_<random>` and returns its URL and a function that drops it. */
export async function createFreshDatabase(url, prefix) {
  await dropIdleDatabases(url, prefix);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await run(url, `create database "${name}"`);
  return { url: withDb(url, name), drop: () => run(url, `drop database if exists "${name}" with (force)`) };
}
