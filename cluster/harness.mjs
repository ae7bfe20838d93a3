// Starts the shop as a cluster: N instances of the built server (`node server/dist/main.js`) on
// one fresh PostgreSQL database and one Redis, behind HAProxy, all on free local ports; and
// stops exactly what it started. Checks receive the cluster and use its instances, balancer and
// database (see run.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { createFreshDatabase } from '../scripts/fresh-database.mjs';
import { CHECK_MS, startBalancer } from './balancer.mjs';
import { freePorts, signalGroup, sleep, startProcess, tail } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** After SIGTERM an instance serves on this long: several of HAProxy's checks, so it is out first. */
export const DRAIN_MS = 8 * CHECK_MS;

/**
 * The shop runs at 10:20 in Kathmandu today, whenever the test runs, as in the browser tests:
 * delivery dates and time slots depend on the time of day. Nepal keeps UTC+5:45 all year.
 */
function clockOffsetMs() {
  const nepal = 5 * 3_600_000 + 45 * 60_000;
  const today = new Date(Date.now() + nepal);
  const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 10, 20) - nepal;
  return at - Date.now();
}

function instance({ name, port, dir, env }) {
  const dataDir = path.join(dir, name);
  fs.mkdirSync(dataDir);
  const logFile = path.join(dir, `${name}.log`);
  const url = `http://127.0.0.1:${port}`;
  let proc = null;

  const self = {
    name,
    port,
    url,
    logFile,
    /** Starts the process (again); resolves once it answers /readyz with 200. */
    async start() {
      const started = startProcess(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
        logFile,
      });
      proc = started;
      let exit;
      started.exited.then((code) => (exit = code));
      for (let i = 0; i < 600; i++) {
        if (exit !== undefined) throw new Error(`${name} exited (${exit}) while starting:\n${tail(logFile)}`);
        const ok = await fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await sleep(100);
      }
      throw new Error(`${name} did not become ready in 60 s:\n${tail(logFile)}`);
    },
    /** SIGTERM, as an orchestrator stops it; resolves with the exit code once the process is gone. */
    async stop() {
      if (!proc) return null;
      signalGroup(proc.child, 'SIGTERM');
      const code = await proc.exited;
      proc = null;
      return code;
    },
    /** kill -9: the process dies at once, mid-request. */
    async kill() {
      if (!proc) return;
      signalGroup(proc.child, 'SIGKILL');
      await proc.exited;
      proc = null;
    },
    /** Sends SIGTERM without waiting; answers a promise of the exit code. */
    terminate() {
      const current = proc;
      signalGroup(current.child, 'SIGTERM');
      proc = null;
      return current.exited;
    },
    get running() {
      return proc !== null;
    },
    get pid() {
      return proc?.child.pid;
    },
  };
  return self;
}

/**
 * Starts `count` instances together on an empty database (so they also race to migrate and seed
 * it), then HAProxy in front of them, and waits until the balancer has them all up. `env` adds
 * settings to every instance (a check that needs SMTP or S3 passes them here).
 */
export async function startCluster({ count = 2, env = {} } = {}) {
  buildIfStale(root);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-cluster-'));
  const baseUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const redisUrl = process.env.REDIS_URL || LOCAL_REDIS;
  const database = await createFreshDatabase(baseUrl, 'upahar_cluster');
  const [port, statsPort, ...ports] = await freePorts(count + 2);
  const shared = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '127.0.0.1',
    // All the load comes from one address: the limits on sign-in and cart changes would refuse it.
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    TEST_CLOCK_OFFSET_MS: String(clockOffsetMs()),
    ...env,
  };
  const names = 'abcdefghij'.slice(0, count).split('');
  const instances = names.map((name, i) => instance({ name, port: ports[i], dir, env: shared }));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let balancer = null;

  const cluster = {
    dir,
    instances,
    /** The database every instance uses, for checks that look at what was stored. */
    db: pool,
    get balancer() {
      return balancer;
    },
    /** The output of every process, for a failure report. */
    logs: () =>
      [...instances.map((i) => i.logFile), balancer?.logFile]
        .filter(Boolean)
        .map((f) => `--- ${path.basename(f)}\n${tail(f)}`)
        .join('\n'),
    /** Starts an instance again and waits until the balancer sends it requests. */
    async restart(inst) {
      await inst.start();
      await balancer.waitFor(inst.name, 'UP');
    },
    /** Stops everything this cluster started, drops its database, and removes its folder. */
    async close({ keepLogs = false } = {}) {
      await balancer?.stop();
      await Promise.all(instances.map((i) => i.stop()));
      await pool.end();
      await database.drop().catch(() => {});
      if (!keepLogs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(instances.map((i) => i.start()));
    balancer = await startBalancer({ dir, port, statsPort, servers: instances });
    for (const i of instances) await balancer.waitFor(i.name, 'UP');
  } catch (e) {
    console.error(cluster.logs());
    await cluster.close({ keepLogs: true });
    throw e;
  }
  return cluster;
}
