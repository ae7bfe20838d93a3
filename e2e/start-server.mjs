// Starts the built server for browser tests; with DATABASE_URL on a fresh database it drops after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const env = { ...process.env };
let dropDb = async () => {};
if (process.env.DATABASE_URL) {
  const name = `upahar_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`create database "${name}"`);
  await c.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDb = async () => {
    const d = new pg.Client({ connectionString: admin.toString() });
    await d.connect();
    await d.query(`drop database if exists "${name}" with (force)`);
    await d.end();
  };
}
const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  env,
  stdio: 'inherit',
});
const stop = (sig) => child.kill(sig);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', async (code) => {
  await dropDb().catch(() => {});
  process.exit(code ?? 0);
});
