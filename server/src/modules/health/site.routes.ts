import type { FastifyInstance } from 'fastify';
import { isDraining } from './shutdown.ts';
import { isWarmingUp, warmUpOnListen } from './warm-up.ts';

export async function healthRoutes(app: FastifyInstance) {
  warmUpOnListen(app);
  // Process up. Stays 200 while shutting down: the process is alive and finishing its requests.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Ready for new requests: warmed up, the database reachable, and not shutting down.
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (isDraining(app)) {
      return reply.status(503).send({ status: 'error', message: 'This instance is shutting down' });
    }
    if (isWarmingUp(app)) {
      return reply.status(503).send({ status: 'error', message: 'This instance is still warming up' });
    }
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'The database is not reachable' });
    }
  });
}
