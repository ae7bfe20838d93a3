// Load benchmark (issue 3): category listing, search and product detail on a large catalogue,
// each beside a bare Fastify route returning the same JSON from memory (ARCHITECTURE 7).
// Usage: npm run bench [-- --products 10000 --duration 10]   (DATABASE_URL set → PostgreSQL)
// Never part of npm test.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createFreshDatabase } from '../scripts/fresh-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const products = Number(arg('products', '10000'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const port = 4700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;

const env = {
  ...process.env,
  PORT: String(port),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
};
let dropDb = async () => {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-bench-'));
env.DATA_DIR = dataDir;
if (process.env.DATABASE_URL) {
  const fresh = await createFreshDatabase(process.env.DATABASE_URL, 'upahar_bench');
  env.DATABASE_URL = fresh.url;
  dropDb = fresh.drop;
}
const dbLabel = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

if (!fs.existsSync(path.join(root, 'server/dist/seed-cli.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
console.log(`Seeding ${products} products on ${dbLabel}…`);
const seeded = spawnSync(process.execPath, ['server/dist/seed-cli.js', '--products', String(products)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(1);

const server = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}

const some = await (await fetch(`${base}/api/V2/category/cakes?perPage=1`)).json();
const slug = some.data.products[0]?.slug;
const targets = [
  ['category listing', '/api/V2/category/cakes?page=2'],
  ['search', '/api/V2/search?query=chocolate%20cake&source=web'],
  ['search with a typo', '/api/V2/search?query=choclate%20cak&source=web'],
  ['product detail', `/api/V2/product/${slug}`],
];

// The baseline: the same bytes served from memory by a bare Fastify route.
const bodies = new Map();
for (const [, url] of targets) {
  const res = await fetch(base + url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  bodies.set(url, await res.text());
}
const bare = Fastify();
bare.get('/*', (req, reply) => reply.type('application/json').send(bodies.get(req.url)));
await bare.listen({ port: port + 1, host: '127.0.0.1' });

const run = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration }, (err, r) => (err ? reject(err) : resolve(r))),
  );

const rows = [];
for (const [name, url] of targets) {
  const shop = await run(base + url);
  const mem = await run(`http://127.0.0.1:${port + 1}${url}`);
  rows.push({
    endpoint: name,
    'req/s': Math.round(shop.requests.average),
    'p50 ms': shop.latency.p50,
    'p99 ms': shop.latency.p99,
    'bare req/s': Math.round(mem.requests.average),
    'bare p99 ms': mem.latency.p99,
    ratio: `${((shop.requests.average / mem.requests.average) * 100).toFixed(1)}%`,
    errors: shop.errors + shop.non2xx,
  });
}
console.log(
  `\n${dbLabel}, ${products} extra products, ${connections} connections, ${duration}s each, Node ${process.version}`,
);
console.table(rows);

server.kill('SIGTERM');
await bare.close();
await new Promise((r) => server.on('exit', r));
await dropDb();
fs.rmSync(dataDir, { recursive: true, force: true });
