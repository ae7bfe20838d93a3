import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as clock from '../../lib/clock.ts';
import { insertOutboxRow } from '../mail/index.ts';

const ZUndeliveredBody = z.object({
  channel: z.enum(['email', 'sms']).default('email'),
  to: z.string().min(3).max(254),
  subject: z.string().min(1).max(200),
  status: z.enum(['dead', 'failed']).default('dead'),
  lastError: z.string().max(500).default('550 5.1.1 Mailbox unavailable'),
  attempts: z.number().int().min(1).max(100).default(31),
});

/**
 * Browser tests put a message the shop gave up on (or is still retrying) in the outbox here, as
 * a day of refusals would, without the day. Registered only when NODE_ENV is test.
 */
export async function testOutboxRoutes(app: FastifyInstance) {
  if (app.config.env !== 'test') throw new Error('The test outbox route exists only with NODE_ENV=test');
  app.post('/test/undelivered', { schema: { hide: true } }, async (request, reply) => {
    const body = ZUndeliveredBody.safeParse(request.body ?? {});
    if (!body.success) return reply.status(400).send({ status: 'error', message: body.error.message });
    const { channel, to, subject, status, lastError, attempts } = body.data;
    const later = new Date(clock.now().getTime() + (status === 'dead' ? 0 : 3_600_000));
    const id = await insertOutboxRow(app.database.db, {
      channel,
      recipient: to,
      subject,
      text: `${subject}.`,
      status,
      lastError,
      attempts,
      nextAttemptAt: later,
    });
    return { id };
  });
}
