import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type ApiTransport, buildUrl, type Locale } from '@upahar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import * as clock from '../lib/clock.ts';
import { isNepaliPath, nepaliTwinFor } from '../lib/language.ts';
import { languageSwitchRoute } from './language-switch.ts';
import { NOT_FOUND_ROUTE, pageRouteLabels } from './page-routes.ts';

/** Loaders call the API in process: no network hop while rendering. */
export const injectTransport =
  (app: FastifyInstance, remoteAddress?: string, signal?: AbortSignal, locale: Locale = 'en'): ApiTransport =>
  async (req) => {
    // The visitor has left: the rest of the page is abandoned rather than queried for nobody.
    if (signal?.aborted) return { status: 503, body: { status: 'error', message: 'The visitor has left' } };
    const res = await app.inject({
      method: req.method,
      // The visitor's address, so per-client rate limits see the visitor, not the server itself.
      ...(remoteAddress ? { remoteAddress } : {}),
      url: buildUrl(req),
      // The page's language, so the API's messages come in it.
      headers: {
        'x-upahar-internal': '1',
        'accept-language': locale,
        ...(req.token ? { authorization: `Bearer ${req.token}` } : {}),
      },
      ...(req.body !== undefined ? { payload: req.body as object } : {}),
    });
    let body: unknown = null;
    try {
      body = res.payload ? JSON.parse(res.payload) : null;
    } catch {
      body = null;
    }
    return { status: res.statusCode, body };
  };

/**
 * The page request as React Router sees it. Its origin is the shop's public address, never the
 * request's Host header: pages build canonical and og: links from it, and a forged Host must not
 * end up in them (nor in a cached page shown to everyone).
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

/**
 * The pages' Content-Security-Policy. Scripts: the shop's own files and inline scripts carrying
 * this page's nonce (hydration data, React's streaming, the tap holder), so markup slipped into a
 * page cannot run script, which matters because the session token lives in local storage.
 * Styles allow inline style attributes, which the components set (sizes, colours of swatches).
 * Forms are not restricted: paying posts a form to the payment provider's site.
 */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

// React Router derives its route tables once from a build object, but again on every request
// from a function: production hands it the object, development a function that asks Vite.
type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

const loadBuild = async (buildDir: string) =>
  (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;

/**
 * Production: the web builds' client assets served from disk, one folder per language. Their
 * files are named by content, so a file both builds made is the same file.
 */
async function serveAssets(app: FastifyInstance, buildDirs: string[]) {
  await app.register(fastifyStatic, {
    root: buildDirs.map((dir) => path.join(dir, 'client')),
    wildcard: false,
    index: false,
    // The build wrote .br and .gz beside every text asset: sent as they are, never recompressed.
    preCompressed: true,
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply here.
    setHeaders: (reply: FastifyReply, filePath: string) => {
      // Vite names assets by content hash, so they never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}

/**
 * Development: Vite compiles the web sources on demand, pushes edits to the open pages (hot
 * module replacement) and hands React Router a fresh server build after each edit, so a change
 * to a page or component shows without restarting this process.
 */
async function viteStorefront(app: FastifyInstance, sourceDir: string | null): Promise<BuildSource> {
  if (!sourceDir) throw new Error('WEB_DEV=on needs the web sources (webSourceDir)');
  // Loaded only here: Vite is a development dependency, absent from a production install.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: sourceDir,
    configFile: path.join(sourceDir, 'vite.config.ts'),
    appType: 'custom',
    // The browser's hot-reload socket shares this server's port instead of opening another one.
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  // Before the HTTP server closes: an open hot-reload socket would otherwise keep it waiting.
  app.addHook('preClose', async () => vite.close());
  // Vite answers what it knows (modules, styles, its client); everything else falls through to
  // the page renderer. The hook covers only this plugin's routes, so known API routes never
  // reach it, and unknown API paths skip it.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) return done();
    // A page loads a hundred modules in development: log only what Vite leaves to the renderer.
    const level = request.log.level;
    request.log.level = 'warn';
    vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
      request.log.level = level;
      done(error instanceof Error ? error : undefined);
    });
  });
  return async () => {
    try {
      return (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    } catch (error) {
      // Point the stack at the source files rather than Vite's transformed code.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  };
}

/**
 * Serves the storefront: its assets, then every other GET rendered by React Router. The same
 * renderer runs on the built app and, in development, on Vite's live view of the sources.
 */
export async function ssrPlugin(app: FastifyInstance, opts: { buildDir: string }) {
  const mode = app.config.env === 'production' ? 'production' : 'development';
  // Development renders whichever language Vite was started for, at every address.
  const nepaliDir = `${opts.buildDir}-ne`;
  const withNepali = !app.config.webDev && fs.existsSync(path.join(nepaliDir, 'server/index.js'));
  let english: BuildSource;
  if (app.config.webDev) english = await viteStorefront(app, app.config.webSourceDir);
  else {
    english = await loadBuild(opts.buildDir);
    await serveAssets(app, withNepali ? [opts.buildDir, nepaliDir] : [opts.buildDir]);
  }
  const nepali = withNepali ? await loadBuild(nepaliDir) : null;
  const handlers = {
    en: createRequestHandler(english, mode),
    ne: nepali ? createRequestHandler(nepali, mode) : null,
  };
  // Pages are counted in the metrics by their route pattern, known from the built route table;
  // in development, whose table changes with every edit, they are counted together.
  const labelPage = app.metrics.enabled && typeof english !== 'function' ? pageRouteLabels(english) : null;
  if (withNepali) await app.register(languageSwitchRoute);

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) {
      request.routeLabel = NOT_FOUND_ROUTE;
      return reply
        .status(404)
        .send({ status: 'error', message: `No endpoint ${request.method} ${request.url.split('?')[0]}` });
    }
    const locale: Locale = handlers.ne && isNepaliPath(request.url) ? 'ne' : 'en';
    if (locale === 'en' && handlers.ne) {
      // A visitor who reads Nepali (chosen, or asked for by the browser) gets the Nepali twin.
      const twin = nepaliTwinFor(request.url, request.headers);
      if (twin) {
        request.routeLabel = 'language redirect';
        return reply
          .status(302)
          .header('location', twin)
          .header('cache-control', 'no-store')
          .header('vary', 'accept-language, cookie')
          .send();
      }
    }
    const handle = handlers[locale] ?? handlers.en;
    const webRequest = toWebRequest(request, reply, app.config.publicUrl);
    // Development's Vite adds inline scripts of its own, without the nonce: the policy is for the built app.
    const nonce = app.config.webDev ? undefined : randomBytes(16).toString('base64');
    const response = await handle(webRequest, {
      api: injectTransport(app, request.ip, webRequest.signal, locale),
      nonce,
      now: clock.now().getTime(),
    });
    reply.status(response.status);
    if (labelPage) request.routeLabel = labelPage(stripNepali(request.url, locale), response.status);
    if (nonce && response.headers.get('content-type')?.startsWith('text/html')) {
      reply.header('content-security-policy', pagePolicy(nonce));
    }
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body || request.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  };
  // Pages render alike for every visitor (personal parts load in the browser): anonymous ones may
  // come from the shared response cache.
  app.get('/*', { schema: { hide: true }, config: { pageCache: true, admission: 'page' } }, render);
}

/** A Nepali page's address without its /ne, for counting it under its route's pattern. */
const stripNepali = (url: string, locale: Locale) => (locale === 'ne' ? url.slice(3) || '/' : url);
