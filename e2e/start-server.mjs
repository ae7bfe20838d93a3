// Starts the built server for browser tests; with DATABASE_URL on a fresh database it drops after.
import { spawn } from 'node:child_process';
import { createFreshDatabase } from '../scripts/fresh-database.mjs';

const env = { ...process.env };
let dropDb = async () => {};
if (process.env.DATABASE_URL) {
  const fresh = await createFreshDatabase(process.env.DATABASE_URL, 'upahar_e2e');
  env.DATABASE_URL = fresh.url;
  dropDb = fresh.drop;
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
