// Response cache benchmark: anonymous pages and public API answers served from the shared cache,
// against the same requests rendered in full, and against a bare Fastify route that serves the
// same bytes from memory (the floor to compare with).
// Usage: npm run bench:cache [-- --products 2000 --duration 12 --rounds 3 --connections 10]
// (DATABASE_URL set → PostgreSQL). Never part of npm test.
//
// Requests per second depend on how much of the machine the server gets, which other work and
// the load generator itself (on the same cores) decide. So besides req/s, each case reports the
// server's own CPU time per answer (read from /proc), which other load barely changes: the ratio
// of those is what the shop would reach against the floor on a machine of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, root, startBenchServer } from './bench-server.mjs';

const products = Number(arg('products', '2000'));
const duration = Number(arg('duration', '12'));
const rounds = Number(arg('rounds', '3'));
const connections = Number(arg('connections', '10'));

const { port, pid, base, dbLabel, stop } = await startBenchServer({
  portBase: 5100,
  build: fs.existsSync(path.join(root, 'server/dist/seed-cli.js')) ? null : ['build'],
  seedArgs: ['--products', String(products)],
  label: `the demo shop and ${products} products`,
});

const HOME = '/';
const LISTING = '/api/V2/category/cakes?page=2';
// What a browser sends; and nothing, as a script or a crawler may.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const PLAIN = {};
// The cache passes by any request with a cookie, so with one the same server renders in full:
// the uncached figures come from the same process, database and warm-up as the cached ones.
const UNCACHED = { cookie: 'bench=render-every-time' };

/** One GET with the bytes as they came over the wire (fetch would decompress them). */
const rawGet = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

// Fill the cache, check that it answers, and keep each variant's bytes for the bare route.
const answers = {};
for (const [url, headers] of [
  [HOME, BROWSER],
  [LISTING, BROWSER],
  [LISTING, PLAIN],
]) {
  await rawGet(base + url, headers);
  const res = await rawGet(base + url, headers);
  if (res.status !== 200 || res.headers['x-cache'] !== 'hit') {
    throw new Error(`${url} answered ${res.status}, x-cache ${res.headers['x-cache']}: is the cache on?`);
  }
  answers[`${headers['accept-encoding'] ?? ''} ${url}`] = {
    type: res.headers['content-type'],
    encoding: res.headers['content-encoding'] ?? null,
    body: res.body.toString('base64'),
  };
}
const answersFile = path.join(os.tmpdir(), `upahar-bench-answers-${process.pid}.json`);
fs.writeFileSync(answersFile, JSON.stringify(answers));
const barePort = port + 1;
const bare = spawn(
  process.execPath,
  [path.join(root, 'bench/bare-server.mjs'), String(barePort), answersFile],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolve, reject) => {
  bare.stdout.on('data', (d) => String(d).includes('ready') && resolve());
  bare.on('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
});
const bareBase = `http://127.0.0.1:${barePort}`;

// CPU seconds (user + system) a process has used so far.
const ticksPerSecond = 100;
const cpuSeconds = (processId) => {
  const fields = fs.readFileSync(`/proc/${processId}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
};

const run = (url, headers, seconds) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
const loads = [];

/** One case: its URL, headers and the process that answers it. */
const shopCase = (url, headers) => ({ url: base + url, headers, pid });
const bareCase = (url, headers) => ({ url: bareBase + url, headers, pid: bare.pid });

/**
 * Two cases measured in turns (A B B A ...), `rounds` pairs of `duration / rounds` seconds each,
 * so that other work on the machine weighs on both alike; figures are over all turns of a case.
 */
async function compare(caseA, caseB) {
  const turns = { a: [], b: [] };
  const seconds = Math.max(1, Math.round(duration / rounds));
  for (let i = 0; i < rounds; i++) {
    for (const which of i % 2 === 0 ? ['a', 'b'] : ['b', 'a']) {
      const c = which === 'a' ? caseA : caseB;
      const before = cpuSeconds(c.pid);
      const r = await run(c.url, c.headers, seconds);
      turns[which].push({ r, cpu: cpuSeconds(c.pid) - before });
      loads.push(os.loadavg()[0]);
    }
  }
  return [summary(turns.a), summary(turns.b)];
}
const mean = (xs) => xs.reduce((n, x) => n + x, 0) / xs.length;
const summary = (turns) => {
  const answered = turns.reduce((n, t) => n + t.r.requests.total, 0);
  return {
    reqs: mean(turns.map((t) => t.r.requests.average)),
    p50: Math.max(...turns.map((t) => t.r.latency.p50)),
    p99: Math.max(...turns.map((t) => t.r.latency.p99)),
    bytes: turns.reduce((n, t) => n + t.r.throughput.total, 0) / Math.max(answered, 1),
    cpuUs: (turns.reduce((n, t) => n + t.cpu, 0) / Math.max(answered, 1)) * 1e6,
    errors: turns.reduce((n, t) => n + t.r.errors + t.r.non2xx, 0),
  };
};

const row = (name, r, vs = '') => ({
  case: name,
  'req/s': Math.round(r.reqs),
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  'KB/answer': (r.bytes / 1024).toFixed(1),
  'server CPU µs/answer': Math.round(r.cpuUs),
  errors: r.errors,
  vs,
});
const ratio = (a, b) => a.reqs / b.reqs;
const cpuRatio = (a, b) => b.cpuUs / a.cpuUs;

const [homeCached, homeRendered] = await compare(
  shopCase(HOME, BROWSER),
  shopCase(HOME, { ...BROWSER, ...UNCACHED }),
);
const [listingBr, bareBr] = await compare(shopCase(LISTING, BROWSER), bareCase(LISTING, BROWSER));
const [listingPlain, barePlain] = await compare(shopCase(LISTING, PLAIN), bareCase(LISTING, PLAIN));
const [listingRendered] = await compare(
  shopCase(LISTING, { ...BROWSER, ...UNCACHED }),
  shopCase(LISTING, BROWSER),
);

const both = (a, b, what) =>
  `${ratio(a, b).toFixed(2)}× ${what} in req/s, ${cpuRatio(a, b).toFixed(2)}× in CPU per answer`;
const seconds = Math.max(1, Math.round(duration / rounds));
console.log(
  `\n${dbLabel}, demo shop + ${products} products, ${connections} connections, ${rounds} turns of ${seconds}s per case, ` +
    `Node ${process.version}, load average during the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} ` +
    `on ${os.cpus().length} cores`,
);
console.table([
  row('home, cached (br)', homeCached, both(homeCached, homeRendered, 'rendered')),
  row('home, rendered (br)', homeRendered),
  row('listing, cached (br)', listingBr, both(listingBr, bareBr, 'bare')),
  row('listing, bare route (br)', bareBr),
  row('listing, cached (plain)', listingPlain, both(listingPlain, barePlain, 'bare')),
  row('listing, bare route (plain)', barePlain),
  row('listing, rendered (br)', listingRendered),
]);
const targets = [
  ['cached home ≥ 20× rendered home', ratio(homeCached, homeRendered), 20],
  ['cached listing ≥ 0.85× bare route (br), req/s', ratio(listingBr, bareBr), 0.85],
  ['cached listing ≥ 0.85× bare route (br), CPU per answer', cpuRatio(listingBr, bareBr), 0.85],
  ['cached listing ≥ 0.85× bare route (plain), req/s', ratio(listingPlain, barePlain), 0.85],
  ['cached listing ≥ 0.85× bare route (plain), CPU per answer', cpuRatio(listingPlain, barePlain), 0.85],
];
for (const [text, value, target] of targets) {
  console.log(`${value >= target ? 'met   ' : 'MISSED'} ${text}: ${value.toFixed(2)}×`);
}

bare.kill('SIGTERM');
fs.rmSync(answersFile, { force: true });
await stop();
