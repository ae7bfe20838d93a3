import assert from 'node:assert/strict';
import { DRAIN_MS } from '../harness.mjs';
import { api } from '../shop.mjs';

// SIGTERM takes an instance out of rotation before it stops: /readyz says 503 at once, the
// balancer marks it down, requests it is running are answered, and it exits cleanly.
export const name = 'SIGTERM: not ready at once, a running request still answered, a clean exit';

export async function run(cluster) {
  const [a] = cluster.instances;
  // Longer than the drain: it is still running when the server stops accepting connections.
  const waitedMs = DRAIN_MS + 1500;
  const slow = api(a.url, 'GET', `/test/slow?ms=${waitedMs}`);
  await new Promise((r) => setTimeout(r, 200));
  const exited = a.terminate();
  const signalled = Date.now();
  // The signal reaches the process on its next turn of the event loop: ask until it says 503.
  let ready = 200;
  while (ready === 200 && Date.now() - signalled < 1000) ready = (await fetch(`${a.url}/readyz`)).status;
  assert.equal(ready, 503, 'readyz within a second of SIGTERM');
  // Still serving while the balancer catches up.
  assert.equal((await fetch(`${a.url}/healthz`)).status, 200);
  await cluster.balancer.waitFor(a.name, 'DOWN', 5000);
  assert.deepEqual(await slow, { waitedMs });
  assert.equal(await exited, 0, 'exit code after SIGTERM');
  await cluster.restart(a);
}
