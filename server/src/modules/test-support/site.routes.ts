import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createUser } from '../../db/factories/users.ts';
import { createSession } from '../auth/index.ts';
import { users } from '../auth/tables.ts';

const ZTestSessionBody = z
  .object({
    /** An existing account to log in as (a demo seller); without it a new customer is made. */
    email: z.string().email().max(254).optional(),
    name: z.string().min(1).max(100).optional(),
    password: z.string().min(8).max(100).optional(),
  })
  .default({});

/**
 * Browser tests log in here instead of through sign-up, the mailbox and the login form (one spec
 * still walks that whole way). It hands out a session for any account without a password, so
 * app.ts registers it only when NODE_ENV is test: a production server never has this route.
 */
export async function testLoginRoutes(app: FastifyInstance) {
  if (app.config.env !== 'test') throw new Error('The test login exists only with NODE_ENV=test');
  const db = app.database.db;
  app.post('/test/session', { schema: { hide: true } }, async (request, reply) => {
    const body = ZTestSessionBody.safeParse(request.body ?? {});
    if (!body.success) return reply.status(400).send({ status: 'error', message: body.error.message });
    const { email, name, password } = body.data;
    let user: { id: string; email: string; name: string; username: string };
    let known: string | null = null;
    if (email) {
      const [found] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      if (!found) return reply.status(404).send({ status: 'error', message: `No account for ${email}` });
      user = found;
    } else {
      const made = await createUser(db, { ...(name ? { name } : {}), ...(password ? { password } : {}) });
      user = made;
      known = made.password;
    }
    const token = await createSession({ db, userId: user.id, days: app.config.sessionDays });
    return {
      token,
      user: { id: user.id, email: user.email, name: user.name, username: user.username },
      password: known,
    };
  });
}
