import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as clock from '../../lib/clock.ts';
import { awardPrize } from '../prizes/index.ts';

const ZAwardBody = z.object({
  prizeId: z.number().int().positive(),
  userId: z.string().uuid(),
  reason: z.string().min(1).max(120).default('Test roulette'),
});

/**
 * Browser tests hand a shopper a prize here, as a game would, without playing one. Registered
 * only when NODE_ENV is test, like the test login.
 */
export async function testPrizeRoutes(app: FastifyInstance) {
  if (app.config.env !== 'test') throw new Error('The test prize route exists only with NODE_ENV=test');
  const db = app.database.db;
  app.post('/test/award-prize', { schema: { hide: true } }, async (request, reply) => {
    const body = ZAwardBody.safeParse(request.body ?? {});
    if (!body.success) return reply.status(400).send({ status: 'error', message: body.error.message });
    const award = await db.transaction((tx) =>
      awardPrize(tx, {
        ...body.data,
        source: 'roulette',
        sourceKey: `e2e-${crypto.randomUUID()}`,
        now: clock.now(),
      }),
    );
    return { award };
  });
}
