// `npm test`: typecheck, lint, unit and API tests, then browser tests against the built app.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Typecheck', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Unit and API tests', 'npx', ['vitest', 'run']],
  ['Build', 'npm', ['run', 'build']],
  ['Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

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
