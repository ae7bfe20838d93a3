import assert from 'node:assert/strict';
import { api, checkoutChoices, newShopper, placeOrder, productId } from '../shop.mjs';

// One instance dies mid-checkout (kill -9: no drain, no goodbye). Every order the shop answered
// with success is in the database afterwards, and the other instance answers every request made
// after the death. Requests the dying instance was running when it died may fail: nobody was
// told they succeeded.
export const name = 'kill -9 of an instance during checkout loses no acknowledged order';

const SHOPPERS = 4;
const ORDERS = 48;
const KILL_AFTER = 16;

export async function run(cluster) {
  const base = cluster.balancer.url;
  const [victim] = cluster.instances;
  const id = await productId(base);
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      const { token } = await newShopper(base);
      return { token, choices: await checkoutChoices(base, token, id) };
    }),
  );

  const calls = [];
  const call = async (...args) => {
    const started = Date.now();
    try {
      const answer = await api(...args);
      calls.push({ path: args[2], started });
      return answer;
    } catch (e) {
      calls.push({ path: args[2], started, error: e.status ?? e.cause?.code ?? e.message });
      throw e;
    }
  };
  const acknowledged = [];
  let attempts = 0;
  let killedAt = Number.POSITIVE_INFINITY;
  let killing = null;

  const shop = async ({ token, choices }) => {
    while (attempts < ORDERS) {
      const n = attempts++;
      if (n === KILL_AFTER) {
        killing = victim.kill().then(() => {
          killedAt = Date.now();
        });
      }
      try {
        await call(base, 'POST', '/api/V2/add-to-cart', {
          token,
          body: { productId: id, quantity: 1, source: 'web' },
        });
        acknowledged.push(await placeOrder(base, token, choices, n, call));
      } catch {
        // Counted in `calls`; the shopper tries again with the next order.
      }
    }
  };
  await Promise.all(shoppers.map(shop));
  await killing;

  const { rows } = await cluster.db.query('select id from orders where id = any($1::uuid[])', [acknowledged]);
  const stored = new Set(rows.map((r) => r.id));
  assert.deepEqual(
    acknowledged.filter((o) => !stored.has(o)),
    [],
    'acknowledged orders missing from the database',
  );
  const after = calls.filter((c) => c.started > killedAt);
  const failedAfter = after.filter((c) => c.error !== undefined);
  const failedDuring = calls.filter((c) => c.started <= killedAt && c.error !== undefined);
  console.log(
    `    ${acknowledged.length} of ${ORDERS} orders acknowledged and stored; ${after.length} requests after the kill, ` +
      `${failedDuring.length} cut off by it`,
  );
  assert.deepEqual(failedAfter, [], 'requests after the kill that failed');
  assert.ok(after.length > 0, 'no request was made after the kill');
  await cluster.restart(victim);
}
