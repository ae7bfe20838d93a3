// Load benchmark: category listing, search and product detail on a large catalogue,
// each beside a bare Fastify route returning the same JSON from memory (the floor to compare with).
// Usage: npm run bench [-- --products 10000 --duration 10 --warmup 3 --cache off]   (DATABASE_URL set → PostgreSQL)
// Never part of npm test.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { arg, root, startBenchServer } from './bench-server.mjs';

const products = Number(arg('products', '10000'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
// What the database and the code cost: the shared response cache stays off unless asked for.
process.env.RESPONSE_CACHE = arg('cache', 'off');

const { port, base, dbLabel, stop } = await startBenchServer({
  portBase: 4700,
  build: fs.existsSync(path.join(root, 'server/dist/seed-cli.js')) ? null : ['build'],
  seedArgs: ['--products', String(products)],
  label: `${products} products`,
});

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

const run = (url, seconds = duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds }, (err, r) => (err ? reject(err) : resolve(r))),
  );

// Each endpoint is loaded for a moment before it is measured, so the first one measured does not
// also pay for what the seed left behind (the database writing its new pages out, cold caches).
const warmup = Number(arg('warmup', '3'));
const rows = [];
for (const [name, url] of targets) {
  if (warmup > 0) await run(base + url, warmup);
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

await bare.close();
await stop();
