import rateLimit from '@fastify/rate-limit';
import { localDigits } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  type AccountLimits,
  accountLimits,
  memoryCounters,
  redisCounters,
  TooManyAttempts,
} from '../lib/account-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits per e-mail address (sign-in attempts, mails sent), kept where the route limits are. */
    accountLimits: AccountLimits;
  }
}

// Limits on login, sign-up, reset, newsletter...; counters in Redis when
// REDIS_URL is set so several processes share them. Routes opt in with config.rateLimit.
// A client is known by the address of its socket, or by X-Forwarded-For only from the proxies
// TRUST_PROXY names, so a client cannot pick a fresh address for each attempt.
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      status: 'error',
      message: m.errors_too_many_attempts({ seconds: localDigits(String(Math.ceil(ctx.ttl / 1000))) }),
    }),
  });
  const store = app.config.rateLimit ? (redis ? redisCounters(redis) : memoryCounters()) : null;
  app.decorate('accountLimits', accountLimits(store));
  // A per-account refusal says when to come back, as the per-route limits do.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
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
