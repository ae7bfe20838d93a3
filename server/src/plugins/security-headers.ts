import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Baseline headers for every answer (against stored XSS and uploads run as pages); pages add their CSP.
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // A shop published over https tells browsers to use nothing else, so nobody on the shopper's
  // network can strip it on a later visit. Not over http: a browser would then refuse the shop
  // on this host (localhost included) until the policy expires.
  const hsts = app.config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (hsts) reply.header('strict-transport-security', hsts);
    return payload;
  });
});
