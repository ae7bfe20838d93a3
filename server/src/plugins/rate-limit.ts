import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

// Limits on login, sign-up, reset, newsletter...; counters in Redis when
// REDIS_URL is set so several processes share them. Routes opt in with config.rateLimit.
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      status: 'error',
      message: `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
});

/** Per-route limit: `config: limit(5, '1 minute')`. Off when RATE_LIMIT=off (load tests). */
export const limit = (
  app: FastifyInstance,
  max: number,
  timeWindow: string,
): { rateLimit: false | { max: number; timeWindow: string } } => ({
  rateLimit: app.config.rateLimit ? { max, timeWindow } : false,
});
