// What both benchmarks share: command-line options, a fresh database (PGlite in a temporary
// folder, or a throw-away PostgreSQL database when DATABASE_URL is set), the seed, and the built
// server started for the run and stopped after it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFreshDatabase } from '../scripts/fresh-database.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` from the command line, else `def`. */
export const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};

/**
 * Seeds a fresh database with `seedArgs` (after `build`, an npm script, when given) and starts the
 * production server on a random port from `portBase`. Answers where it listens and how to stop.
 */
export async function startBenchServer({ portBase, seedArgs, build, label }) {
  const port = portBase + Math.floor(Math.random() * 200);
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
  if (process.env.DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.DATABASE_URL, 'upahar_bench');
    env.DATABASE_URL = fresh.url;
    dropDb = fresh.drop;
  }
  const dbLabel = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

  if (build) spawnSync('npm', ['run', ...build], { cwd: root, stdio: 'inherit' });
  console.log(`Seeding ${label} on ${dbLabel}…`);
  const seeded = spawnSync(process.execPath, ['server/dist/seed-cli.js', ...seedArgs], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(1);

  const server = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
  // A failing run must not leave the server (and its database) behind.
  const fail = (e) => {
    console.error(e);
    server.kill('SIGTERM');
    process.exitCode = 1;
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    port,
    base,
    dbLabel,
    /** The server's process id, e.g. to read its CPU time. */
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
      await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
