import type { FastifyInstance } from 'fastify';

/**
 * Pages rendered once, in-process, when the server starts listening and before /readyz says
 * ready. The first render of a page after a start loads the page bundle and runs code the engine
 * has not optimised yet: about a second each here, against a tenth of that afterwards. An
 * instance that a load balancer sends its full share of visitors at once would render the same
 * cold pages many times over in parallel, fall seconds behind, and fail its health checks.
 */
const WARM_UP_PATHS = ['/', '/products'];

/** Servers still warming up: their /readyz answers 503. Keyed by the HTTP server. */
const warming = new WeakSet<object>();

export const isWarmingUp = (app: FastifyInstance): boolean => warming.has(app.server);

/** Warms the pages up after listening, when the app serves pages (API-only tests do not). */
export function warmUpOnListen(app: FastifyInstance) {
  if (!app.config.webBuildDir) return;
  app.addHook('onListen', async () => {
    const server = app.server;
    warming.add(server);
    void (async () => {
      for (const url of WARM_UP_PATHS) {
        const res = await app.inject({ url });
        if (res.statusCode >= 500) app.log.warn({ url, status: res.statusCode }, 'warm-up page failed');
      }
    })()
      .catch((e) => app.log.warn({ err: e }, 'warm-up failed'))
      .finally(() => warming.delete(server));
  });
}
