import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../lib/language.ts';
import { redactUrl } from '../lib/log-hooks.ts';
import { etagMatches, mayAnswerFromStore, negotiatedEncoding } from './response-cache-rules.ts';
import type { CachedAnswer, ResponseStore } from './response-cache-store.ts';

// What a 304 repeats of the full answer, so the client's stored copy stays right.
const NOT_MODIFIED_HEADERS = ['etag', 'cache-control', 'vary', 'content-location', 'expires'];

/**
 * The key of an answer: the encoding its bytes are in, the language asked for (the API answers in
 * it) and the full address asked for. The host is part of it: pages print their own address
 * (canonical links), and a forged Host header must not put its links into everyone's page.
 */
export const cacheKey = (
  headers: IncomingHttpHeaders,
  encoding: string,
  protocol: string,
  host: string,
  url: string,
) => `${encoding} ${requestLocale(headers)} ${protocol}://${host}${url}`;

/** Writes a stored answer: a 304 when If-None-Match names it, else its bytes (none for HEAD). */
export function writeHit(entry: CachedAnswer, req: IncomingMessage, res: ServerResponse): number {
  const age = String(Math.floor((Date.now() - entry.storedAt) / 1000));
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, entry.etag)) {
    const head = ['x-cache', 'hit', 'age', age];
    for (const name of NOT_MODIFIED_HEADERS) {
      const value = entry.headers[name];
      if (value !== undefined) head.push(name, String(value));
    }
    res.writeHead(304, head);
    res.end();
    return 304;
  }
  // One flat list of header lines, built when the answer was stored: Node writes it as it is,
  // before anything else runs, so its age can be set in place.
  const lines = entry.headerLines;
  lines[lines.length - 1] = age;
  res.writeHead(200, lines);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
  return 200;
}

/**
 * The key of a plain request, read from the socket and headers alone as Fastify would read them,
 * or null when Fastify must decide: a request through a proxy (X-Forwarded-*) has an address that
 * depends on whether that proxy is trusted.
 */
function plainKey(headers: IncomingHttpHeaders, req: IncomingMessage): string | null {
  const host = headers.host;
  if (
    host === undefined ||
    headers['x-forwarded-proto'] !== undefined ||
    headers['x-forwarded-host'] !== undefined
  ) {
    return null;
  }
  const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  return cacheKey(headers, negotiatedEncoding(headers), protocol, host, req.url ?? '/');
}

/**
 * Answers hits as soon as Node hands over a request, before Fastify routes it, builds its request
 * and reply and runs any hook: a hit then costs about what a bare route serving bytes from memory
 * costs. Every answer here was stored by the cache's hooks, which checked its route and address
 * when they stored it, so finding its key is enough; who is asking is checked on every request.
 * Anything else, and everything once the server is closing, goes to Fastify as usual (where the
 * cache's onRequest hook answers the hits that need its routing, such as proxied requests).
 */
export function answerHitsFirst(
  app: FastifyInstance,
  store: ResponseStore,
  onHit: (entry: CachedAnswer, method: string, status: number, seconds: number) => void,
) {
  const server = app.server;
  const handlers = server.listeners('request');
  // Fastify listens through exactly one handler; anything else is a setup this does not know.
  if (handlers.length !== 1) return;
  const fastify = handlers[0] as (req: IncomingMessage, res: ServerResponse) => void;
  let closing = false;
  // Pino's levels: info is 30, so a level at or below it logs every request.
  const logsRequests = () => {
    const level = (app.log as { levelVal?: number }).levelVal;
    return level !== undefined && level <= 30;
  };
  app.addHook('preClose', async () => {
    closing = true;
  });

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || closing) return false;
    const headers = req.headers;
    if (!mayAnswerFromStore(headers, req.url ?? '/')) return false;
    const key = plainKey(headers, req);
    const entry = key === null ? undefined : store.get(key);
    if (entry === undefined) return false;
    const started = performance.now();
    const status = writeHit(entry, req, res);
    const elapsed = performance.now() - started;
    onHit(entry, method, status, elapsed / 1000);
    // The one line per request the app logs for the others, when that level is on.
    if (logsRequests()) {
      const ms = Math.round(elapsed);
      app.log.info(
        { reqId: randomUUID(), method, url: redactUrl(req.url ?? ''), status, ms, cache: 'hit' },
        'request',
      );
    }
    return true;
  };

  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!answer(req, res)) fastify.call(server, req, res);
  });
}
