// Overload benchmark: the home page at 1, 10, 50 and 200 connections, then one request sent right
// after the 200-connection burst, to see whether the server still answers quickly once the crowd
// has gone. With --check it exits 1 when the burst misses its targets: no request waits more than
// 5 s, every answer is 200 or 503, and the request after the burst answers within 1 s.
// Usage: npm run bench:load [-- --check --path / --burst 20 --duration 8 --vary --plain]
// (DATABASE_URL set → PostgreSQL). Never part of npm test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, root, startBenchServer } from './bench-server.mjs';

const check = process.argv.includes('--check');
// A unique query on every request, so a response cache in front of the renderer cannot answer
// it: the figures are then those of real renders.
const vary = process.argv.includes('--vary');
const page = arg('path', '/');
const burstSeconds = Number(arg('burst', '20'));
const stepSeconds = Number(arg('duration', '8'));
const products = Number(arg('products', '0'));
// How long autocannon waits for an answer before it counts a timeout and reconnects.
const timeoutSeconds = Number(arg('timeout', '10'));
const targets = { maxWaitMs: 5000, afterBurstMs: 1000 };

const { base, dbLabel, stop } = await startBenchServer({
  portBase: 4900,
  build: fs.existsSync(path.join(root, 'server/dist/seed-cli.js')) ? null : ['build'],
  seedArgs: products > 0 ? ['--products', String(products)] : [],
  label: products > 0 ? `the demo shop and ${products} products` : 'the demo shop',
});

// What a browser sends: the server compresses its pages for it. With --plain the pages go out
// uncompressed, as to a client that asks for no encoding.
const plain = process.argv.includes('--plain');
const headers = plain ? { accept: 'text/html' } : { 'accept-encoding': 'br, gzip', accept: 'text/html' };
let n = 0;
const requests = vary
  ? [{ setupRequest: (req) => ({ ...req, path: `${page}${page.includes('?') ? '&' : '?'}r=${++n}` }) }]
  : undefined;

const load = (connections, duration) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url: base + page, connections, duration, timeout: timeoutSeconds, headers, requests },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );

/** One request as a visitor makes it, timed until its last byte. */
async function timedGet(url) {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round(performance.now() - started) };
  } catch (e) {
    return { status: `failed (${e.name})`, ms: Math.round(performance.now() - started) };
  }
}

const load1 = () => os.loadavg()[0].toFixed(2);
const loadBefore = load1();
for (let i = 0; i < 3; i++) await timedGet(base + page); // warm the renderer and the database

const rows = [];
let burst = null;
let afterBurst = null;
let healthDuringBurst = null;
for (const connections of [1, 10, 50, 200]) {
  const isBurst = connections === 200;
  const duration = isBurst ? burstSeconds : stepSeconds;
  // Health must answer during the burst: a probe halfway through it.
  const health = isBurst
    ? new Promise((r) => setTimeout(() => r(timedGet(`${base}/healthz`)), (duration * 1000) / 2))
    : null;
  const r = await load(connections, duration);
  if (isBurst) {
    afterBurst = await timedGet(base + page);
    healthDuringBurst = await health;
    burst = r;
  }
  const codes = Object.entries(r.statusCodeStats)
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  rows.push({
    connections,
    's ': duration,
    'req/s': Number(r.requests.average.toFixed(1)),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    statuses: codes || '-',
    timeouts: r.timeouts,
    errors: r.errors - r.timeouts,
  });
  // Let the server settle between steps, so one step's backlog is not the next one's.
  if (!isBurst) await new Promise((r) => setTimeout(r, 2000));
}

console.log(
  `\n${dbLabel}, home (${page}${vary ? ', a new query each request' : ''}${plain ? ', uncompressed' : ''}), ` +
    `${products} extra products, ` +
    `Node ${process.version}, load average ${loadBefore} before and ${load1()} after`,
);
console.table(rows);
console.log(
  `Right after the 200-connection burst: ${base}${page} answered ${afterBurst.status} in ${afterBurst.ms} ms`,
);
console.log(`/healthz halfway through the burst: ${healthDuringBurst.status} in ${healthDuringBurst.ms} ms`);

await stop();

if (check) {
  const misses = [];
  const statuses = Object.keys(burst.statusCodeStats).filter((s) => s !== '200' && s !== '503');
  if (burst.latency.max > targets.maxWaitMs)
    misses.push(`a request waited ${burst.latency.max} ms (target at most ${targets.maxWaitMs})`);
  if (burst.timeouts > 0) misses.push(`${burst.timeouts} requests timed out after ${timeoutSeconds} s`);
  if (burst.errors - burst.timeouts > 0) misses.push(`${burst.errors - burst.timeouts} connection errors`);
  if (statuses.length) misses.push(`answers other than 200 and 503: ${statuses.join(', ')}`);
  if (afterBurst.status !== 200 || afterBurst.ms > targets.afterBurstMs)
    misses.push(
      `the request after the burst answered ${afterBurst.status} in ${afterBurst.ms} ms (target 200 within ${targets.afterBurstMs} ms)`,
    );
  if (misses.length) {
    console.error(`\nMissed at 200 connections:\n  ${misses.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAt 200 connections every target was met.');
}
