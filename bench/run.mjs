// Load benchmark: category listing, search and product detail on a large catalogue, each beside
// two baselines: a bare Fastify route that runs the endpoint's own SQL statements against the same
// database and answers the rows with JSON.stringify (bare SQL, PostgreSQL only), and one that
// serves the shop's answer from memory (bare memory). "ratio" is the shop's requests per second
// over the bare-SQL route's: what the shop's own Node work costs.
// "CPU µs/req" is the CPU time (user + system) of the answering process per answer: the shop's
// Node process, or the bare-SQL route's, without PostgreSQL's.
// Usage: npm run bench [-- --products 10000 --duration 10 --rounds 2 --warmup 3 --cache off --check]
//   (DATABASE_URL set → PostgreSQL; --db NAME keeps and reuses a seeded database, --port N picks
//   the ports N to N+4, --node-args "--cpu-prof" is passed to the measured server's Node and
//   --bare-node-args to the bare-SQL route's, --only detail,search measures only those)
// --check exits 1 when a ratio misses its target. Never part of npm test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, root, startBenchServer } from './bench-server.mjs';

const products = Number(arg('products', '10000'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const check = process.argv.includes('--check');
// What the database and the code cost: the shared response cache stays off unless asked for.
process.env.RESPONSE_CACHE = arg('cache', 'off');
// The shop's pool, which the bare-SQL route copies.
const poolSize = Number(process.env.DATABASE_POOL_MAX ?? '10');

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = loadAverage();

const server = await startBenchServer({
  portBase: 4700,
  build: fs.existsSync(path.join(root, 'server/dist/seed-cli.js')) ? null : ['build'],
  seedArgs: ['--products', String(products)],
  label: `${products} products`,
});
const { port, base, dbLabel, stop } = server;

const some = await (await fetch(`${base}/api/V2/category/cakes?perPage=1`)).json();
const slug = some.data.products[0]?.slug;
// [name, url, target ratio of the bare-SQL route's requests per second]
// --only listing,detail measures the endpoints whose names hold one of those words (a profile of one).
const only = arg('only', '').split(',').filter(Boolean);
const targets = [
  ['category listing', '/api/V2/category/cakes?page=2', 0.5],
  ['search', '/api/V2/search?query=chocolate%20cake&source=web', 0.4],
  ['search with a typo', '/api/V2/search?query=choclate%20cak&source=web', 0.4],
  ['product detail', `/api/V2/product/${slug}`, 0.5],
].filter(([name]) => only.length === 0 || only.some((word) => name.includes(word)));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-bench-run-'));
const children = [];
/** Starts a baseline server in its own process and waits for its "ready". */
function startChild(script, args, env = process.env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, script), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => d.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

// Bare memory: the shop's own answers, served from memory.
const answers = {};
for (const [, url] of targets) {
  const res = await fetch(base + url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  answers[` ${url}`] = {
    type: 'application/json; charset=utf-8',
    body: Buffer.from(await res.text()).toString('base64'),
  };
}
fs.writeFileSync(path.join(work, 'answers.json'), JSON.stringify(answers));
await startChild('bench/bare-server.mjs', [String(port + 1), path.join(work, 'answers.json')]);

// Bare SQL: the statements each endpoint sends once its per-minute memories are warm, recorded
// by a second shop server (same build, same database) with the pg driver watched; the measured
// server runs without the watch.
let sqlBase = null;
let sqlPid = null;
if (server.databaseUrl) {
  const capturePort = port + 4;
  const capturing = await server.launch({
    at: port + 3,
    nodeArgs: ['--import', path.join(root, 'bench/capture-statements.mjs')],
    extraEnv: { CAPTURE_PORT: String(capturePort) },
  });
  const take = async () => (await fetch(`http://127.0.0.1:${capturePort}/take`)).json();
  const statements = {};
  for (const [name, url] of targets) {
    // The first requests fill what the shop remembers for a minute (summaries, corrections,
    // shelves); the third is what every later request of the minute sends.
    await fetch(capturing.base + url);
    await fetch(capturing.base + url);
    await take();
    await fetch(capturing.base + url);
    // Background work (the job queue's polling) shares the driver: its statements are not the
    // request's.
    statements[url] = (await take()).filter((s) => !/pgboss/i.test(s.text));
    console.log(`\n${name}: ${statements[url].length} statement(s)`);
    for (const s of statements[url]) {
      const text = s.text.replace(/\s+/g, ' ').trim();
      console.log(
        `  ${s.name ? `prepared ${s.name}` : 'unnamed'}, ${s.values.length} parameter(s), ${s.rowMode ?? 'object'} rows: ${text.slice(0, 140)}${text.length > 140 ? '…' : ''}`,
      );
    }
  }
  await capturing.stop();
  fs.writeFileSync(path.join(work, 'statements.json'), JSON.stringify(statements));
  // --save-statements FILE keeps them, e.g. to run bench/bare-sql-server.mjs under a profiler.
  if (arg('save-statements', ''))
    fs.copyFileSync(path.join(work, 'statements.json'), arg('save-statements', ''));
  const bareSql = await startChild(
    'bench/bare-sql-server.mjs',
    [String(port + 2), path.join(work, 'statements.json'), String(poolSize)],
    {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
    },
    (arg('bare-node-args', '') || '').split(' ').filter(Boolean),
  );
  sqlBase = `http://127.0.0.1:${port + 2}`;
  sqlPid = bareSql.pid;
}

const run = (url, seconds = duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds }, (err, r) => (err ? reject(err) : resolve(r))),
  );

// CPU seconds (user + system) a process has used so far: what a request costs the process, which
// other work on the machine changes far less than it changes requests per second.
const cpuSeconds = (processId) => {
  const fields = fs.readFileSync(`/proc/${processId}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const mean = (xs) => xs.reduce((n, x) => n + x, 0) / xs.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (turns) => {
  const answered = turns.reduce((n, t) => n + t.r.requests.total, 0);
  return {
    reqs: mean(turns.map((t) => t.r.requests.average)),
    p50: median(turns.map((t) => t.r.latency.p50)),
    p99: median(turns.map((t) => t.r.latency.p99)),
    cpuUs: (turns.reduce((n, t) => n + t.cpu, 0) / Math.max(answered, 1)) * 1e6,
    answered,
    errors: turns.reduce((n, t) => n + t.r.errors + t.r.non2xx, 0),
  };
};

// The shop and the bare-SQL route are measured in turns (A B B A ...), `rounds` pairs of
// `duration / rounds` seconds each, so that other work on the machine weighs on both alike.
const rounds = Number(arg('rounds', '2'));
const seconds = Math.max(1, Math.round(duration / rounds));
async function measure(name, url) {
  const turns = { shop: [], bare: [] };
  for (let i = 0; i < rounds; i++) {
    for (const which of i % 2 === 0 ? ['shop', 'bare'] : ['bare', 'shop']) {
      if (which === 'bare' && !sqlBase) continue;
      const [target, pid] = which === 'shop' ? [base, server.pid] : [sqlBase, sqlPid];
      const before = cpuSeconds(pid);
      // On the system's monotonic clock, in µs, as CPU profiles time their samples:
      // profile-top.mjs reads a profile of the shop between these two marks.
      const from = process.hrtime.bigint() / 1000n;
      const r = await run(target + url, seconds);
      turns[which].push({ r, cpu: cpuSeconds(pid) - before });
      if (which === 'shop')
        console.log(
          `${name}: the shop measured from ${from} to ${process.hrtime.bigint() / 1000n} µs (monotonic), ${r.requests.total} requests`,
        );
    }
  }
  return { shop: summary(turns.shop), bare: sqlBase ? summary(turns.bare) : null };
}

// Each endpoint is loaded for a moment before it is measured, so the first one measured does not
// also pay for what the seed left behind (the database writing its new pages out, cold caches).
const warmup = Number(arg('warmup', '3'));
const rows = [];
const misses = [];
const loadAtStart = loadAverage();
for (const [name, url, target] of targets) {
  if (warmup > 0) await run(base + url, warmup);
  if (warmup > 0 && sqlBase) await run(sqlBase + url, warmup);
  const { shop, bare } = await measure(name, url);
  const mem = await run(`http://127.0.0.1:${port + 1}${url}`);
  const ratio = bare ? shop.reqs / bare.reqs : null;
  if (ratio !== null && ratio < target) misses.push(`${name}: ${ratio.toFixed(2)}× < ${target}×`);
  rows.push({
    endpoint: name,
    'req/s': Math.round(shop.reqs),
    'p50 ms': shop.p50,
    'p99 ms': shop.p99,
    'CPU µs/req': Math.round(shop.cpuUs),
    'bare SQL req/s': bare ? Math.round(bare.reqs) : '-',
    'bare SQL p99 ms': bare ? bare.p99 : '-',
    'bare SQL CPU µs/req': bare ? Math.round(bare.cpuUs) : '-',
    ratio: ratio === null ? '-' : `${ratio.toFixed(2)}×`,
    target: `${target}×`,
    'bare memory req/s': Math.round(mem.requests.average),
    errors: shop.errors + (bare ? bare.errors : 0),
  });
}
console.log(
  `\n${dbLabel}, ${products} extra products, ${connections} connections, ${duration}s each in ${rounds} turns, Node ${process.version}`,
);
console.log(
  `load average (1, 5, 15 min) before the run: ${loadBefore}; as measuring began: ${loadAtStart}; after: ${loadAverage()}`,
);
console.table(rows);

for (const child of children) child.kill('SIGTERM');
await stop();
fs.rmSync(work, { recursive: true, force: true });
if (check) {
  if (!sqlBase) console.log('--check: the targets compare with the bare-SQL route, which needs PostgreSQL');
  else if (misses.length > 0) {
    console.log(`Targets missed: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Every target met.');
}
