import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import { loadConfig } from '../config.ts';
import { createProduct } from '../db/factories/index.ts';
import { queueEmail } from '../modules/mail/index.ts';
import { buildTestApp, t, testWith } from '../test/fixtures.ts';

const TOKEN = 'a-scraper-token-of-some-length';
const bearer = { authorization: `Bearer ${TOKEN}` };

const it = testWith({
  metrics: { token: TOKEN, port: null },
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

const scrape = async (headers: Record<string, string> = bearer) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  return { res, text: res.body };
};

/** The value of one series, by its name and labels exactly as written; undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const requests = (route: string, method: string, status: number) =>
  `upahar_http_request_duration_seconds_count{route="${route}",method="${method}",status="${status}"}`;

describe('/metrics', () => {
  it('answers only to the bearer token, in Prometheus text, and is never cached', async () => {
    expect((await scrape({})).res.statusCode).toBe(401);
    expect((await scrape({ authorization: 'Bearer not-the-token-at-all-no' })).res.statusCode).toBe(401);
    const { res, text } = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-cache']).toBeUndefined();
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'upahar_db_pool_max',
      'upahar_response_cache_hits_total',
      'upahar_response_cache_misses_total',
      'upahar_response_cache_entries',
      'upahar_admission_refusals_total',
      'upahar_outbox_messages',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(value(text, `upahar_db_info{kind="${t.database.kind}"}`)).toBe(1);
    expect(value(text, 'upahar_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') {
      expect(value(text, 'upahar_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(value(text, 'upahar_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(value(text, 'upahar_db_pool_max')).toBe(1);
    }
    expect((await scrape()).res.headers['x-cache']).toBeUndefined();
  });

  it('counts requests by route pattern, cache hits and misses, 404s as one, and the outbox backlog', async () => {
    const product = await createProduct(t.db);
    const before = (await scrape()).text;
    const url = `/api/V2/product/${product.slug}`;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    // What a page asks the API while rendering is part of the page's request.
    await t.app.inject({ url, headers: { 'x-upahar-internal': '1' } });
    await t.app.inject({ url: '/api/V2/nothing-here', headers: { 'x-upahar-internal': '1' } });
    await t.app.inject({ url: '/no/such/place' });
    await t.app.inject({ url: `/api/V2/nothing-here/${product.slug}` });
    await queueEmail({ db: t.db, mail: { to: 'reader@example.com', subject: 'Hello', text: 'Namaste' } });

    const { text } = await scrape();
    const route = '/api/V2/product/:idOrSlug';
    expect(value(text, requests(route, 'GET', 200))).toBe(3);
    expect(value(text, requests(route, 'HEAD', 200))).toBe(1);
    expect(value(text, requests('not-found', 'GET', 404))).toBe(2);
    expect(text).not.toContain(product.slug);
    const grew = (name: string) => (value(text, name) ?? 0) - (value(before, name) ?? 0);
    expect(grew('upahar_response_cache_misses_total')).toBe(1);
    expect(grew('upahar_response_cache_hits_total')).toBe(4);
    expect(value(text, 'upahar_response_cache_entries')).toBe(1);
    expect(value(text, 'upahar_outbox_messages{state="backlog"}')).toBe(1);
    expect(value(text, 'upahar_outbox_messages{state="dead"}')).toBe(0);
  });

  it('counts the hits answered over a socket before Fastify sees them, under their route', async () => {
    const product = await createProduct(t.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const before = (await scrape()).text;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fetch(`${base}/api/V2/product/${product.slug}`));
    expect(answers.map((a) => a.headers.get('x-cache'))).toEqual(['miss', 'hit', 'hit']);
    const { text } = await scrape();
    const grew = (name: string) => (value(text, name) ?? 0) - (value(before, name) ?? 0);
    expect(grew(requests('/api/V2/product/:idOrSlug', 'GET', 200))).toBe(3);
    expect(grew('upahar_response_cache_hits_total')).toBe(2);
  });

  it('counts admission refusals and is itself never turned away', async () => {
    const { app } = await buildTestApp({
      metrics: { token: TOKEN, port: null },
      admission: {
        ...loadConfig({ NODE_ENV: 'test' }).admission,
        enabled: true,
        refusalDelayMs: 0,
        loopLag: () => 60_000,
      },
    });
    expect((await app.inject({ url: '/api/V2/categories' })).statusCode).toBe(503);
    const res = await app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(value(res.body, 'upahar_admission_refusals_total{queue="api",reason="lag"}')).toBe(1);
    expect(value(res.body, 'upahar_admission_refusals_total{queue="page",reason="full"}')).toBe(0);
    expect(value(res.body, requests('/api/V2/categories', 'GET', 503))).toBe(1);
  });

  it('stays out of the API document and the sitemap', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.includes('metrics'))).toBe(false);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('metrics');
  });

  it('with only a port of its own, is served there and not on the shop’s port', async () => {
    const { app } = await buildTestApp({ metrics: { token: null, port: 0 }, host: '127.0.0.1' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const shop = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const own = `http://127.0.0.1:${app.metrics.port()}`;
    expect((await fetch(`${shop}/metrics`)).status).toBe(404);
    const scraped = await fetch(`${own}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('upahar_http_request_duration_seconds');
    expect((await fetch(`${own}/`)).status).toBe(404);
    expect((await fetch(`${own}/api/V2/categories`)).status).toBe(404);
  });

  it('is off with neither setting, and the settings are checked', async () => {
    const { app } = await buildTestApp({});
    expect(app.metrics.enabled).toBe(false);
    expect((await app.inject({ url: '/metrics', headers: bearer })).statusCode).toBe(404);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).metrics).toEqual({
      token: TOKEN,
      port: 9464,
    });
  });
});
