// What the benchmarks share: command-line options, a database (PGlite in a temporary folder, or a
// throw-away PostgreSQL database when DATABASE_URL is set, or a kept one with --db), the seed, and
// the built server started for the run and stopped after it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createFreshDatabase } from '../scripts/fresh-database.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` from the command line, else `def`. */
export const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};

const withDb = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A PostgreSQL database kept between runs (`--db NAME`): seeding 100,000 products takes minutes,
 * so a run that finds the database with its products reuses it as it is, and none drops it.
 * Answers its URL and whether it still needs the seed.
 */
async function keptDatabase(url, name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`--db takes a plain database name, not ${name}`);
  const admin = new pg.Client({ connectionString: withDb(url, 'postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database "${name}"`);
      return { url: withDb(url, name), seeded: false };
    }
  } finally {
    await admin.end();
  }
  const c = new pg.Client({ connectionString: withDb(url, name) });
  await c.connect();
  try {
    const { rows } = await c.query(`select to_regclass('public.products') is not null as present`);
    if (!rows[0].present) return { url: withDb(url, name), seeded: false };
    const { rows: counted } = await c.query('select count(*)::int as n from products');
    return { url: withDb(url, name), seeded: counted[0].n > 0 };
  } finally {
    await c.end();
  }
}

/**
 * Seeds a database with `seedArgs` (after `build`, an npm script, when given) and starts the
 * production server on `--port`, else a random port from `portBase`. Answers where it listens,
 * how to start another server on the same database (`launch`) and how to stop everything.
 * `--node-args "..."` passes options to the measured server's Node (e.g. `--cpu-prof`).
 */
export async function startBenchServer({ portBase, seedArgs, build, label }) {
  const port = Number(arg('port', '0')) || portBase + Math.floor(Math.random() * 200);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: 'production',
    // A demo shop on purpose: a production start otherwise refuses the demo accounts it finds.
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    DATA_DIR: dataDir,
  };
  let dropDb = async () => {};
  let needsSeed = true;
  const kept = arg('db', '');
  if (process.env.DATABASE_URL && kept) {
    const db = await keptDatabase(process.env.DATABASE_URL, kept);
    env.DATABASE_URL = db.url;
    needsSeed = !db.seeded;
  } else if (process.env.DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.DATABASE_URL, arg('db-prefix', 'upahar_bench'));
    env.DATABASE_URL = fresh.url;
    dropDb = fresh.drop;
  }
  const dbLabel = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

  if (build) spawnSync('npm', ['run', ...build], { cwd: root, stdio: 'inherit' });
  if (needsSeed) {
    console.log(`Seeding ${label} on ${dbLabel}…`);
    const seeded = spawnSync(process.execPath, ['server/dist/seed-cli.js', ...seedArgs], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (seeded.status !== 0) process.exit(1);
  } else {
    console.log(`Reusing the seeded database ${kept} (${dbLabel}); ${label} asked, not reseeded.`);
  }

  const servers = new Set();
  // A failing run must not leave a server (and its database) behind.
  const fail = (e) => {
    console.error(e);
    for (const s of servers) s.kill('SIGTERM');
    process.exitCode = 1;
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);

  /** Starts the built server on `at` with the same database and waits until it is ready. */
  async function launch({ at, nodeArgs = [], extraEnv = {} }) {
    const server = spawn(process.execPath, [...nodeArgs, 'server/dist/main.js'], {
      cwd: root,
      env: { ...env, ...extraEnv, PORT: String(at) },
      stdio: 'inherit',
    });
    servers.add(server);
    const base = `http://127.0.0.1:${at}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {}
      if (i > 240) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    return {
      base,
      pid: server.pid,
      async stop() {
        if (server.exitCode === null) {
          server.kill('SIGTERM');
          await new Promise((r) => server.on('exit', r));
        }
        servers.delete(server);
      },
    };
  }

  const nodeArgs = (arg('node-args', '') || '').split(' ').filter(Boolean);
  const main = await launch({ at: port, nodeArgs });

  return {
    port,
    base: main.base,
    dbLabel,
    /** The database the server uses (PostgreSQL), for a baseline that queries it directly. */
    databaseUrl: env.DATABASE_URL,
    /** The server's process id, e.g. to read its CPU time. */
    pid: main.pid,
    launch,
    async stop() {
      await main.stop();
      for (const s of servers) s.kill('SIGTERM');
      await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
