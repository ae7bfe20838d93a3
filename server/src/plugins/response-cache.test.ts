import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { EndpointDef } from '@upahar/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../test/requests.ts';
import { compressionPlugin } from './compression.ts';
import { responseCachePlugin } from './response-cache.ts';

// The cache on a small app of its own: pages and API routes whose answers the tests control, with
// the shop's compression in front, as in the real app.

const page = (title: string) =>
  `<!doctype html><html><body><h1>${title}</h1>${'<p>Fresh cakes.</p>'.repeat(200)}</body></html>`;
const endpoint = (over: Partial<EndpointDef>): EndpointDef =>
  ({
    id: 'x',
    surface: 'storefront',
    method: 'GET',
    path: '/',
    summary: '',
    tag: 'catalog',
    access: 'public',
    ...over,
  }) as EndpointDef;

type Limits = { ttlMs?: number; maxEntries?: number; maxBytes?: number };
let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

async function shop(limits: Limits = {}) {
  const app = Fastify();
  apps.push(app);
  await app.register(compressionPlugin);
  await app.register(responseCachePlugin, {
    enabled: true,
    ttlMs: 30_000,
    maxEntries: 100,
    maxBytes: 8 * 1024 * 1024,
    ...limits,
  });
  const renders = { count: 0 };
  let title = 'Welcome';
  let slowRender: Promise<void> | null = null;
  // Pages stream, as React Router's do.
  app.get('/*', { config: { pageCache: true } }, async (request, reply) => {
    renders.count++;
    if (slowRender) await slowRender;
    if (request.url.startsWith('/missing')) return reply.status(404).type('text/html').send(page('Oops!'));
    if (request.url.startsWith('/cookie')) reply.header('set-cookie', 'seen=1; Path=/');
    if (request.url.startsWith('/private')) reply.header('cache-control', 'private, no-store');
    if (request.url.startsWith('/by-agent')) reply.header('vary', 'User-Agent');
    const html = `${page(title)}<!-- ${request.host} -->`;
    return reply.type('text/html; charset=utf-8').send(Readable.from([Buffer.from(html)]));
  });
  app.get('/api/V2/products', { config: { endpoint: endpoint({}) } }, async () => {
    renders.count++;
    return { status: 'success', data: { title, products: Array.from({ length: 200 }, (_, i) => ({ i })) } };
  });
  app.get('/api/V2/tiny', { config: { endpoint: endpoint({}) } }, async () => {
    renders.count++;
    return { status: 'success', data: { title } };
  });
  app.get('/api/V2/validate-token', { config: { endpoint: endpoint({ tag: 'auth' }) } }, async () => {
    renders.count++;
    return { status: 'success' };
  });
  const write = (tag: string, surface: 'storefront' | 'dashboard' = 'storefront') => ({
    config: { endpoint: endpoint({ method: 'POST', tag, surface }) },
  });
  app.post('/api/dashboard/v1/products', write('dashboard products', 'dashboard'), async (request, reply) => {
    if ((request.body as { fail?: boolean } | undefined)?.fail)
      return reply.status(400).send({ message: 'No' });
    title = 'Changed';
    return { status: 'success' };
  });
  app.post('/api/V2/add-to-cart', write('cart'), async () => ({ status: 'success' }));
  app.post('/api/V2/followers/add', write('follows'), async () => ({ status: 'success' }));
  app.post('/api/dashboard/v1/tickets/reply', write('dashboard support tickets', 'dashboard'), async () => ({
    status: 'success',
  }));
  await app.ready();
  return {
    app,
    renders,
    setTitle: (t: string) => {
      title = t;
    },
    holdRenders: () => {
      let release = () => {};
      slowRender = new Promise<void>((r) => {
        release = r;
      });
      return () => {
        slowRender = null;
        release();
      };
    },
  };
}

describe('shared response cache', () => {
  it('answers a page once rendered from the cache, with an ETag and a 304 for a matching If-None-Match', async () => {
    const { app, renders } = await shop();
    const first = await api(app).get('/category/cakes');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await api(app).get('/category/cakes');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers.age).toBe('0');
    expect(renders.count).toBe(1);
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await api(app).get('/category/cakes', { 'if-none-match': ifNoneMatch });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
    }
    const changed = await api(app).get('/category/cakes', { 'if-none-match': '"other"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
    expect(renders.count).toBe(1);
  });

  it('keys on the full address: path, query and host', async () => {
    const { app, renders } = await shop();
    await api(app).get('/category/cakes?page=2');
    expect((await api(app).get('/category/cakes?page=3')).headers['x-cache']).toBe('miss');
    const forged = await api(app).get('/category/cakes?page=2', { host: 'evil.example' });
    expect(forged.headers['x-cache']).toBe('miss');
    expect(forged.body).toContain('evil.example');
    const honest = await api(app).get('/category/cakes?page=2');
    expect(honest.headers['x-cache']).toBe('hit');
    expect(honest.body).not.toContain('evil.example');
    expect(renders.count).toBe(3);
  });

  it('stores each encoding apart, as compressed, and hands every client only what it accepts', async () => {
    const { app, renders } = await shop();
    for (const round of ['miss', 'hit']) {
      const br = await api(app).get('/', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['x-cache']).toBe(round);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Welcome</h1>');

      const gzip = await api(app).get('/', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['x-cache']).toBe(round);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Welcome</h1>');

      const plain = await api(app).get('/');
      expect(plain.headers['x-cache']).toBe(round);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<h1>Welcome</h1>');
    }
    // The preference order of the header decides, as it does for compression.
    const gzipFirst = await api(app).get('/', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
    expect(gzipFirst.headers['x-cache']).toBe('hit');
    expect(renders.count).toBe(3);
  });

  it('keeps API answers too, small ones with their ETag from the first answer', async () => {
    const { app, renders } = await shop();
    const first = await api(app).get('/api/V2/tiny', { 'accept-encoding': 'br' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.etag).toMatch(/^"/);
    const again = await api(app).get('/api/V2/tiny', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const listing = await api(app).get('/api/V2/products', { 'accept-encoding': 'br' });
    const hit = await api(app).get('/api/V2/products', { 'accept-encoding': 'br' });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-type']).toMatch(/application\/json/);
    expect(hit.rawPayload.equals(listing.rawPayload)).toBe(true);
    expect(JSON.parse(zlib.brotliDecompressSync(hit.rawPayload).toString()).data.title).toBe('Welcome');
    expect(renders.count).toBe(2);
  });

  it('answers HEAD from a stored GET without a body, and never stores from HEAD', async () => {
    const { app, renders } = await shop();
    const head = await app.inject({ method: 'HEAD', url: '/products' });
    expect(head.headers['x-cache']).toBe('miss');
    expect((await api(app).get('/products')).headers['x-cache']).toBe('miss');
    const full = await api(app).get('/products');
    const headHit = await app.inject({ method: 'HEAD', url: '/products' });
    expect(headHit.statusCode).toBe(200);
    expect(headHit.headers['x-cache']).toBe('hit');
    expect(headHit.body).toBe('');
    expect(headHit.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(renders.count).toBe(2);
  });

  it('passes by visitors who say who they are, neither answering them from it nor storing their answers', async () => {
    const { app, renders } = await shop();
    const personal: Record<string, string>[] = [
      { authorization: 'Bearer abc' },
      { cookie: 'session=abc' },
      { 'x-cart-token': 'abc' },
    ];
    for (const headers of personal) {
      const answer = await api(app).get('/category/cakes', headers);
      expect(answer.headers['x-cache'], JSON.stringify(headers)).toBeUndefined();
      const data = await api(app).get('/api/V2/products', headers);
      expect(data.headers['x-cache']).toBeUndefined();
    }
    expect((await api(app).get('/category/cakes')).headers['x-cache']).toBe('miss');
    for (const headers of personal) {
      expect((await api(app).get('/category/cakes', headers)).headers['x-cache']).toBeUndefined();
    }
    expect(renders.count).toBe(10);
  });

  it('never keeps personal or test pages, token checks, failures, cookies, private or unknown-Vary answers', async () => {
    const { app, renders } = await shop();
    const urls = [
      '/cart',
      '/cart.data',
      '/CART',
      '/profile/orders',
      '/login?referrer=%2Fcart',
      '/dashboard/orders',
      '/test/session',
      '/api/V2/validate-token?token=abc',
      '/missing',
      '/cookie',
      '/private',
      '/by-agent',
    ];
    for (const url of urls) await api(app).get(url);
    for (const url of urls) {
      const again = await api(app).get(url);
      expect(again.headers['x-cache'], url).not.toBe('hit');
    }
    expect(renders.count).toBe(urls.length * 2);
    expect(app.responseCache.stats().entries).toBe(0);
  });

  it('is emptied by a successful dashboard write, not by a failed one nor by a cart change or a follow', async () => {
    const { app } = await shop();
    await api(app).get('/');
    await api(app).get('/api/V2/tiny');
    const failed = await app.inject({
      method: 'POST',
      url: '/api/dashboard/v1/products',
      payload: { fail: true },
    });
    expect(failed.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/api/V2/add-to-cart', payload: {} });
    // A follow changes a public follower count, shown once the entry expires.
    await app.inject({ method: 'POST', url: '/api/V2/followers/add', payload: {} });
    // A support reply, even from the dashboard, is read only by the ticket's parties.
    await app.inject({ method: 'POST', url: '/api/dashboard/v1/tickets/reply', payload: {} });
    expect((await api(app).get('/')).headers['x-cache']).toBe('hit');

    expect(
      (await app.inject({ method: 'POST', url: '/api/dashboard/v1/products', payload: {} })).statusCode,
    ).toBe(200);
    const after = await api(app).get('/');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('<h1>Changed</h1>');
    expect((await api(app).get('/api/V2/tiny')).json().data.title).toBe('Changed');
  });

  it('does not store an answer rendered before a write that landed while it was rendering', async () => {
    const { app, renders, holdRenders } = await shop();
    const release = holdRenders();
    const stale = api(app).get('/occasion/birthday');
    await new Promise((r) => setTimeout(r, 20));
    await app.inject({ method: 'POST', url: '/api/dashboard/v1/products', payload: {} });
    release();
    expect((await stale).headers['x-cache']).toBe('miss');
    expect((await api(app).get('/occasion/birthday')).headers['x-cache']).toBe('miss');
    expect((await api(app).get('/occasion/birthday')).headers['x-cache']).toBe('hit');
    expect(renders.count).toBe(2);
  });

  it('when a page expires, renders it once while the other visitors get the old one', async () => {
    const { app, renders, setTitle, holdRenders } = await shop({ ttlMs: 100 });
    await api(app).get('/occasion/dashain');
    setTitle('Renewed');
    await new Promise((r) => setTimeout(r, 120));
    const release = holdRenders();
    const renewing = api(app).get('/occasion/dashain');
    await new Promise((r) => setTimeout(r, 20));
    const meanwhile = await api(app).get('/occasion/dashain');
    expect(meanwhile.headers['x-cache']).toBe('hit');
    expect(meanwhile.body).toContain('<h1>Welcome</h1>');
    release();
    expect((await renewing).headers['x-cache']).toBe('miss');
    const after = await api(app).get('/occasion/dashain');
    expect(after.headers['x-cache']).toBe('hit');
    expect(after.body).toContain('<h1>Renewed</h1>');
    expect(renders.count).toBe(2);
  });

  it('holds at most its number of entries, dropping the least recently used first', async () => {
    const { app } = await shop({ maxEntries: 2 });
    await api(app).get('/a');
    await api(app).get('/b');
    expect((await api(app).get('/a')).headers['x-cache']).toBe('hit');
    await api(app).get('/c');
    expect(app.responseCache.stats().entries).toBe(2);
    expect((await api(app).get('/a')).headers['x-cache']).toBe('hit');
    expect((await api(app).get('/b')).headers['x-cache']).toBe('miss');
  });

  it('never stores one answer bigger than an eighth of its bytes', async () => {
    // Room for about three plain pages: a compressed page fits, a plain one is too big to keep.
    const { app } = await shop({ maxBytes: (Buffer.byteLength(page('Welcome')) + 600) * 3 });
    await api(app).get('/a', { 'accept-encoding': 'br' });
    expect((await api(app).get('/a', { 'accept-encoding': 'br' })).headers['x-cache']).toBe('hit');
    await api(app).get('/a');
    expect((await api(app).get('/a')).headers['x-cache']).toBe('miss');
    expect(app.responseCache.stats().entries).toBe(1);
  });
});
