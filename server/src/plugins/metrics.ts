import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { type ObserveRequest, requestHistogram } from '../lib/request-metrics.ts';
import { isInternal } from './admission.ts';
import { shopGauges } from './metrics-gauges.ts';
import { NOT_FOUND_ROUTE } from './page-routes.ts';

type Metrics = {
  /** False when neither METRICS_TOKEN nor METRICS_PORT is set: nothing is counted then. */
  readonly enabled: boolean;
  /**
   * Where every series lives. Another part of the shop adds its own by passing
   * `registers: [app.metrics.registry]` to a prom-client metric, best with a `collect()` that reads
   * its numbers when Prometheus scrapes rather than work on each event.
   */
  readonly registry: Registry;
  /** Counts one answered request under a route pattern (hooks do it; the response cache for
   * the hits it answers before Fastify). */
  observeRequest: ObserveRequest;
  /** The port the separate metrics listener has once the app is ready; null without one. */
  port(): number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** The pattern to count the request under when it is not its route's (a page's own). */
    routeLabel: string | null;
  }
}

// Every file the storefront serves is its own route: counted as one.
const STATIC_ROUTE = 'static';

/**
 * The process's own series (CPU, memory, event loop lag, garbage collection) are kept once per
 * process: collecting them starts monitors that live as long as their registry, and tests build
 * many apps in one process. Made at the first app with metrics on.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The app's series, then the process's. */
async function scrape(registry: Registry): Promise<string> {
  const own = await registry.metrics();
  return processRegistry ? `${own}${await processRegistry.metrics()}` : own;
}
const counted = Symbol('metrics hook');

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), expected);
}

/**
 * Prometheus metrics. Off unless METRICS_TOKEN or METRICS_PORT is set. With the token, GET
 * /metrics on the shop's own port answers to `Authorization: Bearer <token>` only; with the port,
 * a listener of its own serves /metrics and nothing else (asking for the token too when one is
 * set), for a port the load balancer does not forward. /metrics is never queued by admission
 * control, never cached, and is no page: it stays out of the sitemap and the API document.
 *
 * Registered before every route: a hook added to each route as it is registered counts its
 * requests, so a request costs one histogram observe and no lookup of its route.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { token, port } = app.config.metrics;
  const registry = new Registry();
  const enabled = token !== null || port !== null;
  let server: http.Server | null = null;
  const observe: ObserveRequest = enabled ? requestHistogram(registry) : () => {};
  app.decorate('metrics', {
    enabled,
    registry,
    observeRequest: observe,
    port: () => (server?.address() as AddressInfo | null)?.port ?? null,
  });
  app.decorateRequest('routeLabel', null);

  const expected = token === null ? null : digest(token);
  // The token is asked for wherever the metrics are served, when there is one.
  const allowed = (authorization: string | undefined) =>
    expected === null || bearerMatches(authorization, expected);

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { admission: 'never' } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (expected === null) {
        return reply.code(404).send({ status: 'error', message: 'No endpoint GET /metrics' });
      }
      if (!allowed(request.headers.authorization)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({
          status: 'error',
          message: 'The metrics need the token set in METRICS_TOKEN, as a bearer token.',
        });
      }
      return reply.type(registry.contentType).send(await scrape(registry));
    },
  );
  if (!enabled) return;
  processMetrics();

  shopGauges(app, registry);

  app.addHook('onRoute', (route) => {
    const existing = route.onResponse ? [route.onResponse].flat() : [];
    // A GET route's HEAD twin may arrive with the GET's hooks already in place.
    if (existing.some((hook) => counted in hook)) return;
    const label = route.config && 'file' in route.config ? STATIC_ROUTE : route.url;
    const hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      // A page's own API calls are part of the page's time, as in the request log.
      if (!isInternal(request)) {
        observe(request.routeLabel ?? label, request.method, reply.statusCode, reply.elapsedTime / 1000);
      }
      done();
    };
    route.onResponse = [...existing, Object.assign(hook, { [counted]: true }) as never];
  });
  // Requests that matched no route have no route hook.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404 && !isInternal(request))
      observe(NOT_FOUND_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  if (port === null) return;
  server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    if (!allowed(req.headers.authorization)) {
      res
        .writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain' })
        .end('Bearer token needed.\n');
      return;
    }
    scrape(registry).then(
      (text) =>
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: Error) => {
        app.log.error({ err: error }, 'metrics could not be read');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read.\n');
      },
    );
  });
  const metricsServer = server;
  // Opened as the app gets ready, before the shop's own port: a port already taken stops the
  // start with an error rather than leaving the shop running without its metrics.
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      metricsServer.once('error', reject);
      metricsServer.listen(port, app.config.host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    if (metricsServer.listening) await new Promise((resolve) => metricsServer.close(resolve));
  });
});
