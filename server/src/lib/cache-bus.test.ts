import { afterEach, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, testRedis, uniqueChannel, within } from '../test/redis.ts';
import { type CacheBus, redisCacheBus } from './cache-bus.ts';

// Two buses stand for two instances of the shop; a plain connection plays a third, or listens.
const quiet = { warn() {}, info() {} };
let open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(open.map((o) => o.close()));
  open = [];
});

function bus(channel: string, instanceId?: string): CacheBus {
  const b = redisCacheBus({ redisUrl: TEST_REDIS_URL, channel, log: quiet, instanceId });
  open.push(b);
  return b;
}

function redis() {
  const r = testRedis();
  open.push({ close: () => r.quit() });
  return r;
}

/** The kinds and names a bus applied, in order. */
function heard(b: CacheBus, ...kinds: string[]) {
  const got: string[] = [];
  for (const kind of kinds) b.on(kind, (name) => got.push(`${kind}:${name}`));
  return got;
}

describe('cache bus', () => {
  it('passes one instance’s invalidations to the others, together per turn, and not back to itself', async () => {
    const channel = uniqueChannel();
    const [a, b] = [bus(channel), bus(channel)];
    const [inA, inB] = [heard(a, 'response-cache', 'memo'), heard(b, 'response-cache', 'memo')];
    await Promise.all([a.ready(), b.ready()]);
    // Subscribing empties everything once: nothing was heard before it.
    expect(inB).toEqual(['response-cache:*', 'memo:*']);
    inA.length = 0;
    inB.length = 0;
    const watcher = redis();
    const sent: string[] = [];
    watcher.on('message', (_c: string, m: string) => sent.push(m));
    await watcher.subscribe(channel);

    a.announce('response-cache');
    a.announce('memo', 'catalog');
    a.announce('memo', 'catalog');
    expect(await within(1000, () => inB.length === 2)).toBe(true);
    expect(inB).toEqual(['response-cache:', 'memo:catalog']);
    expect(sent.map((m) => JSON.parse(m))).toEqual([
      { from: a.instanceId, topics: ['response-cache:', 'memo:catalog'] },
    ]);
    await new Promise((r) => setTimeout(r, 100));
    expect(inA).toEqual([]);
  });

  it('applies what another instance sends and ignores its own id and anything malformed', async () => {
    const channel = uniqueChannel();
    const b = bus(channel, 'instance-b');
    const inB = heard(b, 'memo');
    await b.ready();
    inB.length = 0;
    const other = redis();
    await other.publish(channel, JSON.stringify({ from: 'instance-b', topics: ['memo:catalog'] }));
    await other.publish(channel, 'not json');
    await other.publish(channel, JSON.stringify({ topics: ['memo:content'] }));
    await other.publish(channel, JSON.stringify({ from: 'instance-a', topics: ['memo:search-terms', 7] }));
    expect(await within(1000, () => inB.length > 0)).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(inB).toEqual(['memo:search-terms']);
  });

  it('after losing Redis, reconnects by itself, empties its caches once and hears the others again', async () => {
    const channel = uniqueChannel();
    const [a, b] = [bus(channel), bus(channel)];
    const inB = heard(b, 'response-cache');
    await Promise.all([a.ready(), b.ready()]);
    inB.length = 0;

    // Cut b's listening connection, as a Redis restart or a network drop would.
    const admin = redis();
    const clients = String(await admin.client('LIST'));
    const line = clients.split('\n').find((l) => l.includes(`name=upahar-cache-sub:${b.instanceId}`));
    const id = line?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', String(id));
    expect(await within(1000, () => !b.connected())).toBe(true);

    expect(await within(5000, () => b.connected())).toBe(true);
    expect(inB).toEqual(['response-cache:*']);
    a.announce('response-cache');
    expect(await within(1000, () => inB.length === 2)).toBe(true);
    expect(inB).toEqual(['response-cache:*', 'response-cache:']);
  });

  it('closes without waiting for a Redis that is not there', async () => {
    const b = redisCacheBus({ redisUrl: 'redis://127.0.0.1:1', channel: uniqueChannel(), log: quiet });
    b.announce('memo', 'catalog');
    const started = Date.now();
    await b.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(b.connected()).toBe(false);
  });
});
