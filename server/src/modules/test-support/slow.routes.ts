import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const ZSlowQuery = z.object({ ms: z.coerce.number().int().min(0).max(10_000).default(1000) });

/**
 * A request that takes as long as asked (at most 10 s): the cluster test sends one to an instance
 * and stops that instance meanwhile, to see the answer still arrive. Registered only when
 * NODE_ENV is test, like the test login.
 */
export async function testSlowRoutes(app: FastifyInstance) {
  if (app.config.env !== 'test') throw new Error('The slow test route exists only with NODE_ENV=test');
  app.get('/test/slow', { schema: { hide: true } }, async (request, reply) => {
    const query = ZSlowQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send({ status: 'error', message: query.error.message });
    await sleep(query.data.ms);
    return { waitedMs: query.data.ms };
  });
}
