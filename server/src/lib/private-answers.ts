import type { FastifyInstance } from 'fastify';

/**
 * Personal answers (orders, checkout, a store's dashboard) are never kept by shared caches; a
 * route that set its own Cache-Control keeps it. Register inside the module's plugin scope.
 */
export function answerPrivately(app: FastifyInstance) {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}
