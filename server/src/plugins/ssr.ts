import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type ApiTransport, buildUrl } from '@upahar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

/** Loaders call the API in process: no network hop while rendering. */
export const injectTransport =
  (app: FastifyInstance, remoteAddress?: string): ApiTransport =>
  async (req) => {
    const res = await app.inject({
      method: req.method,
      // The visitor's address, so per-client rate limits see the visitor, not the server itself.
      ...(remoteAddress ? { remoteAddress } : {}),
      url: buildUrl(req),
      headers: { 'x-upahar-internal': '1', ...(req.token ? { authorization: `Bearer ${req.token}` } : {}) },
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

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
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

/** Serves the built storefront: static assets, then every other GET rendered by React Router. */
export async function ssrPlugin(app: FastifyInstance, opts: { buildDir: string }) {
  const build = (await import(
    pathToFileURL(path.join(opts.buildDir, 'server/index.js')).href
  )) as ServerBuild;
  const handle = createRequestHandler(build, app.config.env === 'production' ? 'production' : 'development');

  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, 'client'),
    wildcard: false,
    index: false,
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

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ status: 'error', message: `No endpoint ${request.method} ${request.url.split('?')[0]}` });
    }
    const response = await handle(toWebRequest(request, reply), { api: injectTransport(app, request.ip) });
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body || request.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  };
  app.get('/*', { schema: { hide: true } }, render);
}
