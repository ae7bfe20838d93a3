import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  // Process up.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Database reachable.
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'The database is not reachable' });
    }
  });
}
