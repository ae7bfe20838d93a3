import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** How long after start an instance that has not reached Redis says so in the log. */
const NOT_HEARD_WARNING_MS = 5000;

/**
 * Carries cache invalidations between the instances of the shop that share one database. Each
 * instance keeps its caches in its own memory (the fast path); when it empties one after a write,
 * it says so on a Redis channel, and every other instance empties its own copy. A message names
 * the caches as `kind:name` (`response-cache:`, `memo:catalog`, `memo:*`) and the instance that
 * sent it, which ignores its own.
 *
 * Redis may go away. Messages sent meanwhile are lost, so an instance that gets its subscription
 * back empties all its caches once, as if told that everything changed; the caches' short
 * lifetimes bound what a lost message can leave stale until then.
 */
export type CacheBus = {
  readonly instanceId: string;
  /** Whether this instance hears the others right now (never without Redis). */
  connected(): boolean;
  /** Tells the others that this instance emptied a cache; sent with the others of this turn. */
  announce(kind: string, name?: string): void;
  /** What to do when another instance emptied a cache of `kind`; `*` after a reconnect. */
  on(kind: string, apply: (name: string) => void): void;
  /** Resolves once this instance hears the others (tests wait for it before writing). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type Log = { warn(details: object, message: string): void; info(details: object, message: string): void };

export type CacheBusOptions = { redisUrl: string; channel: string; log: Log; instanceId?: string };

/** One instance alone: nothing to tell, nothing to hear. */
export function localCacheBus(): CacheBus {
  return {
    instanceId: 'local',
    connected: () => false,
    announce: () => {},
    on: () => {},
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** Reads a message from another instance; anything else on the channel is ignored. */
function parse(raw: string): { from: string; topics: string[] } | null {
  try {
    const m = JSON.parse(raw) as { from?: unknown; topics?: unknown };
    if (typeof m.from !== 'string' || !Array.isArray(m.topics)) return null;
    return { from: m.from, topics: m.topics.filter((t): t is string => typeof t === 'string') };
  } catch {
    return null;
  }
}

export function redisCacheBus({
  redisUrl,
  channel,
  log,
  instanceId = randomUUID(),
}: CacheBusOptions): CacheBus {
  const handlers = new Map<string, (name: string) => void>();
  // A subscribed connection can do nothing but listen, so sending takes a second one. Sending
  // never queues while Redis is away: the others empty everything once they are back anyway.
  const pub = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: `upahar-cache-pub:${instanceId}`,
  });
  // Subscribes itself on each (re)connection, below, so it knows when to catch up.
  const sub = new Redis(redisUrl, {
    autoResubscribe: false,
    connectionName: `upahar-cache-sub:${instanceId}`,
  });
  let listening = false;
  let outage = false;
  let closed = false;
  // A failing send is said once, until one goes through again, rather than on every write.
  let sendFailing = false;
  let pending = new Set<string>();
  let flushing: NodeJS.Immediate | null = null;
  let markReady: () => void = () => {};
  const readyOnce = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  // A wrong REDIS_URL or a Redis that is down at start would otherwise go unnoticed: ioredis
  // retries quietly, and each instance keeps its caches to itself meanwhile.
  const unheard = setTimeout(() => {
    if (!listening && !closed)
      log.warn({ channel }, 'cache bus cannot reach Redis yet: caches are this instance’s own until it can');
  }, NOT_HEARD_WARNING_MS);
  unheard.unref();

  const apply = (topic: string) => {
    const colon = topic.indexOf(':');
    const kind = colon < 0 ? topic : topic.slice(0, colon);
    handlers.get(kind)?.(colon < 0 ? '' : topic.slice(colon + 1));
  };

  const flush = () => {
    flushing = null;
    if (pending.size === 0) return Promise.resolve();
    const message = JSON.stringify({ from: instanceId, topics: [...pending] });
    pending = new Set();
    return pub.publish(channel, message).then(
      () => {
        sendFailing = false;
      },
      (error: Error) => {
        if (!sendFailing) log.warn({ err: error.message }, 'cache bus could not send an invalidation');
        sendFailing = true;
      },
    );
  };

  sub.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parse(raw);
    if (!message || message.from === instanceId) return;
    for (const topic of message.topics) apply(topic);
  });
  sub.on('ready', () => {
    sub.subscribe(channel).then(
      () => {
        if (closed) return;
        listening = true;
        // Whatever the others sent while this instance was not listening is lost: start afresh.
        for (const handler of handlers.values()) handler('*');
        if (outage) log.info({ channel }, 'cache bus back: local caches emptied once');
        outage = false;
        markReady();
      },
      (error: Error) => log.warn({ err: error.message }, 'cache bus could not subscribe'),
    );
  });
  sub.on('close', () => {
    if (listening && !closed) {
      outage = true;
      log.warn({ channel }, 'cache bus lost Redis: caches are this instance’s own until it is back');
    }
    listening = false;
  });
  // Reconnection is ioredis's own (it retries with a growing pause); errors are reported above.
  sub.on('error', () => {});
  pub.on('error', () => {});

  return {
    instanceId,
    connected: () => listening,
    announce(kind, name = '') {
      pending.add(`${kind}:${name}`);
      flushing ??= setImmediate(flush);
    },
    on(kind, handler) {
      handlers.set(kind, handler);
    },
    ready: () => readyOnce,
    async close() {
      closed = true;
      clearTimeout(unheard);
      if (flushing) clearImmediate(flushing);
      await flush();
      sub.disconnect();
      await pub.quit().catch(() => pub.disconnect());
    },
  };
}
