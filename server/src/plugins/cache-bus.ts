import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CacheBus, localCacheBus, redisCacheBus } from '../lib/cache-bus.ts';
import { invalidateMemoFromElsewhere, onMemoInvalidated } from '../lib/memo-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Passes cache invalidations to the other instances of the shop when REDIS_URL is set. */
    cacheBus: CacheBus;
  }
}

/**
 * Connects the in-process caches to the other instances: the memo caches here, the response
 * cache where it is registered (after this). Without Redis the bus does nothing and each process
 * keeps to itself, as a single instance should.
 */
export const cacheBusPlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl, cacheChannel } = app.config;
  if (!redisUrl) {
    app.decorate('cacheBus', localCacheBus());
    return;
  }
  const bus = redisCacheBus({ redisUrl, channel: cacheChannel, log: app.log });
  app.decorate('cacheBus', bus);
  // The memo caches belong to the process, not to an app: each bus passes on every invalidation
  // made in the process (tests build several apps in one process, which then send it twice).
  const stop = onMemoInvalidated((name) => bus.announce('memo', name));
  bus.on('memo', invalidateMemoFromElsewhere);
  app.addHook('onClose', async () => {
    stop();
    await bus.close();
  });
});
