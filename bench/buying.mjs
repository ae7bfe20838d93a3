// Buying benchmark: add-to-cart and place-order under load, on PGlite or PostgreSQL.
// Usage: npm run bench:buying [-- --products 10000 --users 20 --duration 10 --warmup 2]
//   (DATABASE_URL set → PostgreSQL). Never part of npm test.
//   --check exits 1 when add-to-cart's p99 is above ADD_P99_MAX_MS; --no-build uses the server
//   already built; --port and --db-prefix (bench-server.mjs) keep parallel runs apart;
//   --node-args "--cpu-prof --cpu-prof-dir=DIR" profiles the server (marks printed for
//   profile-top.mjs).
// add-to-cart: each request is a new visitor adding one product (a guest cart, a line, the priced
// cart back). place-order: every connection is one shopper who adds a product, asks the checkout
// summary for a random date and slot's method, and places a cash on delivery order at the total it
// showed (as the web checkout does), each with a fresh Idempotency-Key.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { arg, startBenchServer } from './bench-server.mjs';

const products = Number(arg('products', '10000'));
const users = Number(arg('users', '20'));
const duration = Number(arg('duration', '10'));
const warmup = Number(arg('warmup', '2'));
const check = process.argv.includes('--check');
/** The target for a new visitor's add at 10 connections. */
const ADD_P99_MAX_MS = 50;
const PASSWORD = 'bench-password-2026'; // server/src/db/seed/bench-users.ts

const { base, dbLabel, pid, stop } = await startBenchServer({
  portBase: 4900,
  build: process.argv.includes('--no-build') ? null : ['build', '-w', 'server'],
  seedArgs: ['--products', String(products), '--users', String(users)],
  label: `${products} products and ${users} shoppers`,
});

const api = async (method, url, body, headers = {}) => {
  const res = await fetch(`${base}/api/V2/${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${json.message}`);
  return json.data;
};

// Shoppers, their address, and a product their area can get.
const shoppers = [];
for (let i = 1; i <= users; i++) {
  const { token } = await api('POST', 'login/user', { email: `bench-${i}@upahar.bench`, password: PASSWORD });
  const auth = { authorization: `Bearer ${token}` };
  const { addressInfo } = await api('GET', 'shipping-addresses?isDonation=0', undefined, auth);
  shoppers.push({ auth, address: addressInfo[0] });
}
const locationId = shoppers[0].address.deliveryLocationId;
const listing = await api('GET', 'products?perPage=48&sort=popular');
let product = null;
for (const p of listing.products.filter((p) => p.type === 'product')) {
  const e = await api(
    'GET',
    `check-delivery-location-eligibility?productId=${p.id}&locationId=${locationId}`,
  );
  if (e.eligible) {
    product = p;
    break;
  }
}
if (!product) throw new Error('No product can be delivered to the benchmark area');

// Dates and slots to spread orders over (each slot has a capacity per date). The slot question
// is about a cart, so it is asked while the first shopper has the product in theirs.
const first = (await api('POST', 'add-to-cart', { productId: product.id, source: 'web' }, shoppers[0].auth))
  .cartItems;
const charge = await api('POST', 'delivery-charge', { locationId, cartItems: [] }, shoppers[0].auth);
const choices = [];
for (let d = 0; d < 60; d++) {
  const date = new Date(Date.parse(`${charge.firstDeliveryDate}T00:00:00Z`) + d * 86_400_000)
    .toISOString()
    .slice(0, 10);
  choices.push(date);
}
const { methods } = await api(
  'POST',
  'delivery-methods-time-slot',
  { locationId, date: choices[1], cartItems: [] },
  shoppers[0].auth,
);
await api('POST', 'remove-from-cart', { cartItemId: first[0].cartItemId }, shoppers[0].auth);
const slots = methods.flatMap((m) => m.slots.map((s) => ({ methodId: m.id, slotId: s.id })));

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ duration, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
  );

// CPU seconds (user + system) the server has used so far: what an answer costs the process,
// which other work on the machine changes far less than it changes requests per second.
const cpuSeconds = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const addOptions = {
  url: `${base}/api/V2/add-to-cart`,
  connections: 10,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ productId: product.id, quantity: 1, source: 'web' }),
};
// A moment of load first, so the measured run does not pay for what the seed left behind.
if (warmup > 0) await run({ ...addOptions, duration: warmup });
const cpuBefore = cpuSeconds();
const from = process.hrtime.bigint() / 1000n;
const addToCart = await run(addOptions);
const addCpuUs = ((cpuSeconds() - cpuBefore) / Math.max(addToCart.requests.total, 1)) * 1e6;
// On the system's monotonic clock, in µs, as CPU profiles time their samples.
console.log(
  `add-to-cart measured from ${from} to ${process.hrtime.bigint() / 1000n} µs (monotonic), ${addToCart.requests.total} requests`,
);

let placed = 0;
let refused = 0;
const reasons = new Map();
let nextShopper = 0;
// autocannon starts each connection's sequence with a fresh context, so a sequence takes a
// shopper nobody else is using and gives it back when its order is answered: two connections
// sharing a cart would change each other's total between the summary and the order.
const free = [...shoppers];
const as = (context) => {
  context.shopper ??= free.shift() ?? shoppers[nextShopper++ % shoppers.length];
  return { 'content-type': 'application/json', ...context.shopper.auth };
};
const placeOrder = await run({
  url: base,
  connections: shoppers.length,
  requests: [
    {
      method: 'POST',
      path: '/api/V2/add-to-cart',
      setupRequest: (req, context) => ({
        ...req,
        headers: as(context),
        body: JSON.stringify({ productId: product.id, source: 'web' }),
      }),
    },
    {
      method: 'POST',
      path: '/api/V2/checkout-summary',
      setupRequest: (req, context) => {
        context.pick = slots[Math.floor(Math.random() * slots.length)];
        return {
          ...req,
          headers: as(context),
          body: JSON.stringify({
            locationId: context.shopper.address.deliveryLocationId,
            deliveryMethodId: context.pick.methodId,
          }),
        };
      },
      onResponse: (status, body, context) => {
        // place-order refuses a body without the total shown; -1 is refused with its reason too.
        context.shownTotal = status === 200 ? JSON.parse(body).data.total : -1;
      },
    },
    {
      method: 'POST',
      path: '/api/V2/place-order',
      setupRequest: (req, context) => ({
        ...req,
        headers: { ...as(context), 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          addressId: context.shopper.address.addressId,
          deliveryMethodId: context.pick.methodId,
          timeSlotId: context.pick.slotId,
          deliveryDate: choices[1 + Math.floor(Math.random() * (choices.length - 1))],
          paymentMethod: 'cod',
          expectedTotal: context.shownTotal,
        }),
      }),
      onResponse: (status, body, context) => {
        free.push(context.shopper);
        if (status === 201) return void placed++;
        refused++;
        // Why: a slot that filled up or a too-soon slot is expected under random picks; say which.
        let why = `HTTP ${status}`;
        try {
          why = `${status} ${JSON.parse(body).message}`;
        } catch {}
        reasons.set(why, (reasons.get(why) ?? 0) + 1);
      },
    },
  ],
});

const row = (name, r, extra = {}) => ({
  endpoint: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors,
  non2xx: r.non2xx,
  ...extra,
});
console.log(
  `\n${dbLabel}, ${products} extra products, ${users} shoppers, ${duration}s each, Node ${process.version}`,
);
console.table([
  row('add-to-cart (new visitor, 10 connections)', addToCart, { 'CPU µs/req': Math.round(addCpuUs) }),
  row(`add-to-cart + summary + place-order (${shoppers.length} shoppers)`, placeOrder, {
    orders: placed,
    refused,
  }),
]);

if (reasons.size > 0) console.log('Refused place-order answers:', Object.fromEntries(reasons));

await stop();

if (check && addToCart.latency.p99 > ADD_P99_MAX_MS) {
  console.log(`--check: add-to-cart p99 ${addToCart.latency.p99} ms is above ${ADD_P99_MAX_MS} ms`);
  process.exitCode = 1;
} else if (check)
  console.log(`--check: add-to-cart p99 ${addToCart.latency.p99} ms (target ${ADD_P99_MAX_MS} ms)`);
