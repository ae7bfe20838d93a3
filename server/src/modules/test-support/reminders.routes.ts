import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forgetSentReminders, sendDueReminders } from '../reminders/index.ts';

const ZRunBody = z.object({
  /** Forget the reminders this shopper was sent first, as if their occasions came round again. */
  forgetFor: z.string().max(254).optional(),
});

/**
 * Browser tests run the occasion reminders job here, as the hourly schedule would, and wait for
 * it. Registered only when NODE_ENV is test.
 */
export async function testReminderRoutes(app: FastifyInstance) {
  if (app.config.env !== 'test') throw new Error('The test reminders route exists only with NODE_ENV=test');
  app.post('/test/run-reminders', { schema: { hide: true } }, async (request, reply) => {
    const body = ZRunBody.safeParse(request.body ?? {});
    if (!body.success) return reply.status(400).send({ status: 'error', message: body.error.message });
    const db = app.database.db;
    if (body.data.forgetFor) await forgetSentReminders({ db, email: body.data.forgetFor });
    return sendDueReminders({ db, publicUrl: app.config.publicUrl });
  });
}
