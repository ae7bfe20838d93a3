import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Servers whose instance is on its way out: their /readyz answers 503. Keyed by the HTTP server. */
const draining = new WeakSet<object>();

export const isDraining = (app: FastifyInstance): boolean => draining.has(app.server);

// How often, while closing, keep-alive connections that have just gone quiet are closed.
const IDLE_SWEEP_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes this instance out of service without failing a request. First /readyz answers 503, so a
 * load balancer checking it stops sending requests here, while everything that still arrives is
 * served as usual for `drainMs`. Then the background workers stop (the bucket and cache clients
 * they use are still open), the server stops accepting connections and waits for the requests it
 * is running. The caller closes the database last.
 *
 * Every answer from the start of the drain says `Connection: close`, so a client (or the balancer)
 * closes the connection itself after it instead of sending its next request down a socket the
 * server is about to close, which would arrive as a reset. Node closes the connections that are
 * idle when the server closes, but not one whose request finishes later (it would wait for its
 * keep-alive timeout, over a minute), so those are closed as soon as they go quiet.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { drainMs, workers }: { drainMs: number; workers: Array<() => Promise<void>> },
): Promise<void> {
  const server = app.server;
  draining.add(server);
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  });
  app.log.info({ drainMs }, 'draining: /readyz now answers 503');
  if (drainMs > 0) await sleep(drainMs);
  // Background work stops first, while the app's clients (bucket, cache bus) are still open for
  // it; requests still running meanwhile go on. A worker that fails to stop does not keep the
  // app from closing.
  const stopped = await Promise.allSettled(workers.map((stop) => stop()));
  for (const r of stopped)
    if (r.status === 'rejected') app.log.error({ err: r.reason }, 'stopping background work failed');
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
