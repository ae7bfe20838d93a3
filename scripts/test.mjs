// `npm test`: typecheck, lint, unit and API tests, then browser tests against the built app.
// `npm test -- --db-only` runs only what depends on the database (the server's unit and API tests,
// browser tests), reusing the build already made: CI runs the suite on the embedded database, then this
// on PostgreSQL, where checking types, lint and building again would prove nothing new.
// `--browser-shard=1/2` runs that share of the browser tests (Playwright's --shard); CI gives
// each database run one half: every browser test runs once, every API test twice.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const dbOnly = process.argv.includes('--db-only');
const shard = process.argv.find((a) => a.startsWith('--browser-shard='))?.split('=')[1];
if (shard !== undefined && !/^\d+\/\d+$/.test(shard)) {
  console.error(`--browser-shard takes a share like 1/2, not "${shard}"`);
  process.exit(2);
}
const built =
  fs.existsSync('web/build/client') &&
  fs.existsSync('web/build-ne/client') &&
  fs.existsSync('server/dist/main.js');

const steps = [
  !dbOnly && ['Typecheck', 'npm', ['run', 'typecheck']],
  !dbOnly && ['Lint', 'npm', ['run', 'lint']],
  // The contract's and the web app's tests never open a database: the second database's run
  // leaves them out.
  ['Unit and API tests', 'npx', ['vitest', 'run', ...(dbOnly ? ['server/src'] : [])]],
  (!dbOnly || !built) && ['Build', 'npm', ['run', 'build']],
  [
    'Browser tests',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...(shard ? [`--shard=${shard}`] : [])],
  ],
].filter(Boolean);

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
}
