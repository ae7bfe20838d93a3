import { type Readable, Transform } from 'node:stream';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { answerHitsFirst, cacheKey, writeHit } from './response-cache-hits.ts';
import {
  type CacheKind,
  cacheKindOf,
  leavesPublicContent,
  mayAnswerFromStore,
  negotiatedEncoding,
  pageCacheable,
  storable,
} from './response-cache-rules.ts';
import { ResponseStore, type StoredHeaders } from './response-cache-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the page renderer on its route: its anonymous pages may be cached. */
    pageCache?: boolean;
    /** Set here when the route is registered: what kind of answers of it may be cached. */
    responseCache?: CacheKind;
  }
  interface FastifyInstance {
    /**
     * The shared cache of anonymous answers: `clear` after changing what public pages show. Its
     * `generation` moves on with every clear, also when the cache is off, so answers kept
     * elsewhere in the process (the sitemap) can tell that public content changed. `hits` and
     * `misses` count the requests it could answer, since the start.
     */
    responseCache: {
      clear(): void;
      stats(): { entries: number; bytes: number; generation: number; hits: number; misses: number };
    };
  }
  interface FastifyRequest {
    responseCacheMiss: Miss | null;
  }
}

/** A request the cache could have answered and did not: where its answer goes once sent. */
type Miss = { key: string; generation: number; encoding: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Per request or per sending, so not part of a stored answer.
const UNSTORED_HEADERS = new Set(['content-length', 'x-cache', 'age', 'date', 'connection']);

type OnSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => void;
type OnSendDone = (error?: Error | null, payload?: unknown) => void;

function appendOnSend(route: RouteOptions, hook: OnSend) {
  const existing = route.onSend ? [route.onSend].flat() : [];
  route.onSend = [...existing, hook as never];
}

/** Passes a streamed answer through unchanged while keeping a copy, up to `limit` bytes. */
function tee(source: Readable, limit: number, onComplete: (body: Buffer) => void): Transform {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!tooBig) {
        size += chunk.length;
        if (size > limit) {
          tooBig = true;
          chunks.length = 0;
        } else chunks.push(chunk);
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (!tooBig) onComplete(Buffer.concat(chunks, size));
      callback();
    },
  });
  // A visitor who leaves mid-answer destroys the tap, and so the source: nothing is stored. The
  // tap itself is destroyed without an error, so a visitor leaving is logged no more than before.
  source.pipe(tap);
  source.on('error', (error) => tap.destroy(error));
  tap.on('close', () => {
    if (!source.readableEnded && !source.destroyed) source.destroy();
  });
  return tap;
}

/**
 * A short-lived shared cache of what anonymous visitors get: server-rendered pages and public
 * GETs of the storefront API. Hits are answered before Fastify sees the request (see
 * response-cache-hits.ts), else from the first onRequest hook: before parsing, access checks,
 * admission control or rendering, with the bytes already compressed for the client's encoding,
 * an ETag (a matching If-None-Match gets a 304) and `x-cache: hit`.
 *
 * Invalidation: any successful write (not GET or HEAD) empties it, through the dashboard API or
 * any other route, except storefront writes that touch only the caller's own things (cart,
 * wishlist, addresses, session, search history) or only ask a question (prices, delivery
 * charges). Every emptying is passed on to the other instances of the shop through the cache bus
 * (when Redis is configured), which empty theirs. Changes made outside a request (a scheduled
 * job, a direct database edit) show once the entry expires, after `ttlMs`, and the first request
 * after that has rendered it anew (the others get the old answer meanwhile, so a busy page is
 * rendered once, not by every visitor at once).
 *
 * Registered right after compression: its hook that stores answers runs after compression's, so
 * it sees the bytes as they go out.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, opts: Config['responseCache']) => {
  const store = new ResponseStore(opts);
  const bus = app.hasDecorator('cacheBus') ? app.cacheBus : null;
  const metrics = app.hasDecorator('metrics') ? app.metrics : null;
  const counts = { hits: 0, misses: 0 };
  const clear = () => {
    store.clear();
    bus?.announce('response-cache');
  };
  // Another instance's write: emptied here too, and its generation moves on as after a local one.
  bus?.on('response-cache', () => store.clear());
  app.decorate('responseCache', { clear, stats: () => ({ ...store.stats(), ...counts }) });
  // Writes are watched even with the cache off, to keep the generation counting them.
  const invalidate: OnSend = (request, reply, _payload, done) => {
    if (reply.statusCode < 400 && !SAFE_METHODS.has(request.method)) clear();
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.some((m) => !SAFE_METHODS.has(m)) && !leavesPublicContent(route.config?.endpoint)) {
      appendOnSend(route, invalidate);
    }
  });
  if (!opts.enabled) return;
  app.decorateRequest('responseCacheMiss', null);

  const fill: OnSend = (request, reply, payload, done) => {
    const miss = request.responseCacheMiss;
    if (miss === null || reply.statusCode !== 200 || payload === null || payload === undefined) return done();
    const headers = reply.getHeaders();
    if (!storable(headers, miss.encoding)) return done();
    const kept: StoredHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!UNSTORED_HEADERS.has(name)) kept[name] = value;
    // Kept with the answer, so its hits are counted under it: a page's own pattern comes from
    // the renderer, on the request.
    const route = request.routeLabel ?? request.routeOptions.url ?? '';

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const entry = store.set(miss.key, kept, body, miss.generation, route);
      if (entry) reply.header('etag', entry.etag);
      return done();
    }
    if (typeof (payload as Readable).pipe !== 'function') return done();
    done(
      null,
      tee(payload as Readable, store.maxEntryBytes, (body) => {
        if (reply.statusCode === 200) store.set(miss.key, kept, body, miss.generation, route);
      }),
    );
  };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const kind = cacheKindOf(route.config?.endpoint, route.config?.pageCache === true);
    if (kind && methods.some((m) => m === 'GET' || m === 'HEAD')) {
      route.config = { ...route.config, responseCache: kind };
      if (methods.includes('GET')) appendOnSend(route, fill);
    }
  });

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return done();
    const kind = request.routeOptions.config?.responseCache;
    if (kind === undefined || !mayAnswerFromStore(request.headers, request.url)) return done();
    if (kind === 'page' && !pageCacheable(request.url)) return done();

    const encoding = negotiatedEncoding(request.headers);
    const key = cacheKey(request.headers, encoding, request.protocol, request.host, request.url);
    const entry = store.get(key);
    if (!entry) {
      counts.misses++;
      reply.header('x-cache', 'miss');
      if (method === 'GET') request.responseCacheMiss = { key, generation: store.generation, encoding };
      return done();
    }
    // Written straight to the socket, past Fastify's reply and its onSend hooks: the stored
    // headers already hold what those hooks added (security headers, compression's). onResponse
    // hooks (the request log) still run.
    counts.hits++;
    request.routeLabel = entry.route;
    reply.hijack();
    writeHit(entry, request.raw, reply.raw);
  });

  answerHitsFirst(app, store, (entry, method, status, seconds) => {
    counts.hits++;
    metrics?.observeRequest(entry.route, method, status, seconds);
  });
});
