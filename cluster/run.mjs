// `npm run test:cluster`: the shop as several instances on one PostgreSQL and one Redis behind a
// real load balancer (HAProxy), and the checks that only such a cluster can make. Needs the build
// (made when missing or stale), PostgreSQL (DATABASE_URL, else the local server) and Redis
// (REDIS_URL, else the local server). `-- --only=<file name>` runs the checks named (comma list).
//
// A check is a file in checks/ exporting `name` and `run(cluster)` (harness.mjs says what the
// cluster holds); it throws to fail. A check that needs settings on every instance (an SMTP sink,
// S3) exports them as `env`. Checks run one after the other on one cluster, in the order below,
// and each leaves every instance running.
import * as bucketPicture from './checks/bucket-picture.mjs';
import * as drainOnSigterm from './checks/drain-on-sigterm.mjs';
import * as killDuringCheckout from './checks/kill-during-checkout.mjs';
import * as mailOnce from './checks/mail-once.mjs';
import * as periodicOnce from './checks/periodic-once.mjs';
import * as priceChange from './checks/price-change.mjs';
import * as rollingRestart from './checks/rolling-restart.mjs';
import * as sharedCart from './checks/shared-cart.mjs';
import * as sharedSession from './checks/shared-session.mjs';
import { startCluster } from './harness.mjs';

const CHECKS = {
  'shared-session': sharedSession,
  'shared-cart': sharedCart,
  'price-change': priceChange,
  'mail-once': mailOnce,
  'bucket-picture': bucketPicture,
  'drain-on-sigterm': drainOnSigterm,
  'rolling-restart': rollingRestart,
  'kill-during-checkout': killDuringCheckout,
  // Last: by then the cluster has been up long enough for a minute's job to have run.
  'periodic-once': periodicOnce,
};

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const chosen = only ? only.split(',') : Object.keys(CHECKS);
const unknown = chosen.filter((c) => !CHECKS[c]);
if (unknown.length > 0) {
  console.error(`No such check: ${unknown.join(', ')}. The checks: ${Object.keys(CHECKS).join(', ')}`);
  process.exit(2);
}

// However a check hangs, CI hears back: the processes it started are ended on exit.
const LIMIT_MS = 6 * 60_000;
setTimeout(() => {
  console.error(`The cluster test is still running after ${LIMIT_MS / 60_000} minutes: stopping it.`);
  process.exit(1);
}, LIMIT_MS).unref();

const started = Date.now();
const env = Object.assign({}, ...chosen.map((c) => CHECKS[c].env ?? {}));
console.log(`=== Cluster test: starting 2 instances and HAProxy`);
const cluster = await startCluster({ count: 2, env });
console.log(`    ready after ${((Date.now() - started) / 1000).toFixed(1)} s (logs in ${cluster.dir})`);

let passed = 0;
let failed = 0;
for (const key of chosen) {
  const check = CHECKS[key];
  const t0 = Date.now();
  try {
    await check.run(cluster);
    passed++;
    console.log(`✓ ${check.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed++;
    console.log(`✗ ${check.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n${e.stack ?? e}`);
    // The next check needs every instance up.
    for (const inst of cluster.instances) if (!inst.running) await cluster.restart(inst).catch(() => {});
  }
}

if (failed > 0) console.log(`\n${cluster.logs()}\n\nLogs kept in ${cluster.dir}`);
await cluster.close({ keepLogs: failed > 0 });
console.log(`\nThe cluster test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`cluster: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
