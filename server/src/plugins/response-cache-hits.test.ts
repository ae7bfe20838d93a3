import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { EndpointDef } from '@upahar/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.ts';
import { responseCachePlugin } from './response-cache.ts';

// Over a real socket, hits are answered before Fastify sees the request; these tests listen on a
// port, as the shop does, where the others use inject.

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function listening() {
  const server = Fastify();
  app = server;
  await server.register(compressionPlugin);
  await server.register(responseCachePlugin, {
    enabled: true,
    ttlMs: 30_000,
    maxEntries: 100,
    maxBytes: 8 << 20,
  });
  const state = { handled: 0, title: 'Welcome' };
  // Runs for every request Fastify handled, including hits its hook answered.
  server.addHook('onResponse', async () => {
    state.handled++;
  });
  const endpoint = { id: 'x', surface: 'storefront', method: 'GET', path: '/', summary: '', tag: 'catalog' };
  server.get(
    '/api/V2/products',
    { config: { endpoint: { ...endpoint, access: 'public' } as EndpointDef } },
    async () => ({
      status: 'success',
      data: { title: state.title, items: Array.from({ length: 300 }, (_, i) => i) },
    }),
  );
  server.post(
    '/api/dashboard/v1/products',
    {
      config: {
        endpoint: { ...endpoint, method: 'POST', surface: 'dashboard', access: 'staff' } as EndpointDef,
      },
    },
    async () => {
      state.title = 'Changed';
      return { status: 'success' };
    },
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return { base, state };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
const request = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('hits over a socket', () => {
  it('are answered before Fastify, byte for byte, with 304 and HEAD as through the hooks', async () => {
    const { base, state } = await listening();
    const url = `${base}/api/V2/products?page=2`;
    const br = { 'accept-encoding': 'br' };
    const first = await request(url, 'GET', br);
    expect(first.headers['x-cache']).toBe('miss');
    expect(state.handled).toBe(1);

    const hit = await request(url, 'GET', br);
    expect(hit.status).toBe(200);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers['content-length']).toBe(String(first.body.length));
    expect(hit.body.equals(first.body)).toBe(true);
    expect(JSON.parse(zlib.brotliDecompressSync(hit.body).toString()).data.title).toBe('Welcome');
    const etag = String(hit.headers.etag);
    expect((await request(url, 'GET', { ...br, 'if-none-match': etag })).status).toBe(304);
    const head = await request(url, 'HEAD', br);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.body.length).toBe(0);
    // None of these reached Fastify.
    expect(state.handled).toBe(1);
  });

  it('leave visitors who say who they are and proxied requests to Fastify', async () => {
    const { base, state } = await listening();
    const url = `${base}/api/V2/products`;
    await request(url);
    expect((await request(url, 'GET', { authorization: 'Bearer abc' })).headers['x-cache']).toBeUndefined();
    expect(state.handled).toBe(2);
    // Through a proxy the address depends on trusting it: Fastify's hook decides, and answers.
    const proxied = await request(url, 'GET', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers['x-cache']).toBe('hit');
    expect(state.handled).toBe(3);
  });

  it('stop once a write changed what they hold', async () => {
    const { base } = await listening();
    const url = `${base}/api/V2/products`;
    await request(url);
    expect((await request(url)).headers['x-cache']).toBe('hit');
    expect((await request(`${base}/api/dashboard/v1/products`, 'POST')).status).toBe(200);
    const after = await request(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(JSON.parse(after.body.toString()).data.title).toBe('Changed');
  });
});
