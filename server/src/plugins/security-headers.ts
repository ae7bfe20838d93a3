import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Baseline headers for every answer (against stored XSS and uploads run as pages), from helmet.
 * Pages write their own content security policy with a fresh nonce each, so helmet's is off.
 * The cross-origin isolation headers stay off: a payment gateway or a sign-in provider opening the
 * shop in a popup, and mail clients showing its pictures, must keep working.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // A shop published over https tells browsers to use nothing else, so nobody on the shopper's
  // network can strip it on a later visit. Not over http: a browser would then refuse the shop
  // on this host (localhost included) until the policy expires.
  const https = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});
