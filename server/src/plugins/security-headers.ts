import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Baseline headers for every answer (against stored XSS and uploads run as pages); pages add their CSP.
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
});
