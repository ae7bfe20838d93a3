import assert from 'node:assert/strict';
import { SLOWSTART_MS } from '../balancer.mjs';
import { failed, latencies, startLoad, summarise, timeline } from '../load.mjs';
import { addToCart, newShopper, PRODUCT_SLUG, productId } from '../shop.mjs';

// Every instance is stopped (SIGTERM) and started again, one after the other, while visitors
// keep coming through the balancer: not one of their requests may fail.
export const name = 'a rolling restart under 50 requests/s fails no request';

const RATE = 50;

export async function run(cluster) {
  const base = cluster.balancer.url;
  const id = await productId(base);
  // Each add goes to the next of many carts, so that no line grows past what a cart line may hold.
  const shoppers = await Promise.all(Array.from({ length: 40 }, () => newShopper(base)));
  const { token } = shoppers[0];
  await addToCart(base, token, id);
  const auth = { authorization: `Bearer ${token}` };
  let adds = 0;
  const get =
    (path, headers = {}) =>
    () =>
      fetch(`${base}${path}`, { headers, redirect: 'manual' });
  // Pages and API calls, anonymous (often from the response cache) and signed in (never), reads and a write.
  const mix = [
    { name: 'home page', send: get('/') },
    { name: 'product API', send: get(`/api/V2/product/${PRODUCT_SLUG}`) },
    { name: 'cart API', send: get('/api/V2/cart', auth) },
    { name: 'product page', send: get(`/product/${PRODUCT_SLUG}`) },
    { name: 'categories API', send: get('/api/V2/categories') },
    { name: 'current user API', send: get('/api/V2/current-user', auth) },
    {
      name: 'add to cart',
      send: () =>
        fetch(`${base}/api/V2/add-to-cart`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${shoppers[adds++ % shoppers.length].token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ productId: id, quantity: 1, source: 'web' }),
        }),
    },
    { name: 'products page', send: get('/products') },
  ];

  // A shop that has been serving for a while: each page rendered and cached on both instances.
  for (let i = 0; i < cluster.instances.length; i++) {
    for (const { send } of mix) await (await send()).arrayBuffer();
  }

  const load = startLoad({ rate: RATE, mix });
  const started = Date.now();
  const exits = [];
  try {
    await new Promise((r) => setTimeout(r, 1000));
    for (const inst of cluster.instances) {
      const t = Date.now();
      exits.push(await inst.stop());
      const stopped = Date.now();
      await cluster.restart(inst);
      console.log(
        `    ${inst.name}: stopped in ${stopped - t} ms, back in rotation ${Date.now() - stopped} ms later`,
      );
      // Until it takes its full share, the instance just started is not ready to take them all.
      await new Promise((r) => setTimeout(r, SLOWSTART_MS));
    }
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    const results = await load.stop();
    const seconds = (Date.now() - started) / 1000;
    const bad = failed(results);
    console.log(`    ${results.length} requests in ${seconds.toFixed(1)} s, ${bad.length} failed`);
    console.log(`    answer times (median/p99/longest): ${latencies(results)}`);
    if (bad.length > 0) console.log(`    second by second: ${timeline(results)}`);
    assert.equal(bad.length, 0, `failed requests: ${summarise(bad)}`);
    assert.ok(results.length >= RATE * seconds * 0.9, `only ${results.length} requests were sent`);
  }
  assert.deepEqual(
    exits,
    cluster.instances.map(() => 0),
    'every instance exits cleanly after SIGTERM',
  );
}
