import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What helmet is asked for (see below for why some of its headers are off). */
export const helmetOptions = (https: boolean): FastifyHelmetOptions => ({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'sameorigin' },
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
});

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
  const headers = await helmetHeaders(helmetOptions(https));
  // Set as helmet sets them, on the response itself, as the request comes in: an answer written
  // straight to the socket (a cached page) has them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});

/**
 * The headers helmet sets with these options. They are the same for every answer, and the
 * plugin builds helmet's middleware anew for each request: they are worked out once here, by
 * helmet itself, on one request to a throw-away instance.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, { ...options, global: false });
  const headers: [string, string][] = [];
  probe.get('/', (_request, reply) => {
    const raw = reply.raw;
    const setHeader = raw.setHeader.bind(raw);
    raw.setHeader = (name, value) => {
      headers.push([name, String(value)]);
      return setHeader(name, value);
    };
    reply.helmet();
    raw.setHeader = setHeader;
    reply.send('');
  });
  await probe.inject('/');
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no header');
  return headers;
}
