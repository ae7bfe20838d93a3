import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdmissionConfig, loadConfig } from '../config.ts';
import { buildTestApp, it as shopIt } from '../test/fixtures.ts';
import { admissionPlugin } from './admission.ts';
import { errorsPlugin } from './errors.ts';
import { injectTransport } from './ssr.ts';

const defaults = loadConfig({ NODE_ENV: 'test' }).admission;
const settings = (over: Partial<AdmissionConfig>): AdmissionConfig => ({
  ...defaults,
  enabled: true,
  refusalDelayMs: 0,
  ...over,
});

/** Waits for a state of the server, never for a length of time. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

/**
 * A server with a page route and an API route whose work lasts until the test releases it, so a
 * test decides how many are at work; `done` counts the ones that ran.
 */
async function heldApp(admission: Partial<AdmissionConfig>) {
  const app = Fastify();
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }, { admission: settings(admission) }));
  await app.register(errorsPlugin);
  await app.register(admissionPlugin);
  let release = () => {};
  let held = new Promise<void>((r) => {
    release = r;
  });
  const state = { started: 0, release: () => release() };
  const work = async () => {
    state.started++;
    await held;
    return { status: 'success' };
  };
  app.get('/page', { config: { admission: 'page' } }, async (_req, reply) => {
    await work();
    return reply.type('text/html').send('<p>rendered</p>');
  });
  app.get('/api/V2/thing', work);
  app.get('/healthz', work);
  apps.push(app);
  return {
    app,
    state,
    gates: () => app.admission ?? raise(),
    renew() {
      held = new Promise<void>((r) => {
        release = r;
      });
    },
  };
}

const raise = (): never => {
  throw new Error('admission control is off');
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe('admission control', () => {
  it('answers 503 with Retry-After and a short page when every render place and the queue are taken', async () => {
    const { app, state, gates } = await heldApp({
      pages: { concurrency: 1, queue: 0 },
      retryAfterSeconds: 7,
    });
    const first = app.inject({ url: '/page' });
    await until(() => state.started === 1);
    const refused = await app.inject({ url: '/page' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('very busy');
    expect(refused.body.length).toBeLessThan(1024);
    state.release();
    expect((await first).statusCode).toBe(200);
    expect(state.started).toBe(1);
    expect(gates().page.active).toBe(0);
  });

  it('answers an API call it turns away with the error envelope, apart from the page queue', async () => {
    const { app, state } = await heldApp({
      pages: { concurrency: 1, queue: 0 },
      api: { concurrency: 1, queue: 0 },
    });
    const page = app.inject({ url: '/page' });
    const call = app.inject({ url: '/api/V2/thing' });
    await until(() => state.started === 2);
    const refused = await app.inject({ url: '/api/V2/thing' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(defaults.retryAfterSeconds));
    expect(refused.json()).toEqual({
      status: 'error',
      message: 'The shop is very busy right now. Please try again in a few seconds.',
    });
    state.release();
    expect([(await page).statusCode, (await call).statusCode]).toEqual([200, 200]);
  });

  it('queues requests beyond the render places and runs them in turn', async () => {
    const { app, state, gates } = await heldApp({ pages: { concurrency: 1, queue: 2 } });
    const answers = [
      app.inject({ url: '/page' }),
      app.inject({ url: '/page' }),
      app.inject({ url: '/page' }),
    ];
    await until(() => state.started === 1 && gates().page.queued === 2);
    state.release();
    expect((await Promise.all(answers)).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(state.started).toBe(3);
  });

  it('holds a refusal a moment, so a client retrying at once does not keep the server refusing', async () => {
    const { app, state } = await heldApp({ pages: { concurrency: 1, queue: 0 }, refusalDelayMs: 60 });
    const first = app.inject({ url: '/page' });
    await until(() => state.started === 1);
    const asked = performance.now();
    const refused = await app.inject({ url: '/page' });
    expect(refused.statusCode).toBe(503);
    // Timers may fire a millisecond early.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(55);
    state.release();
    await first;
  });

  it('lets in a request that found the queue full when a place frees during its pause', async () => {
    const { app, state } = await heldApp({ pages: { concurrency: 1, queue: 0 }, refusalDelayMs: 500 });
    const first = app.inject({ url: '/page' });
    await until(() => state.started === 1);
    const second = app.inject({ url: '/page' });
    await new Promise((r) => setTimeout(r, 20));
    state.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(state.started).toBe(2);
  });

  it('refuses a queued request once it has waited its longest wait', async () => {
    const { app, state, gates } = await heldApp({ pages: { concurrency: 1, queue: 2 }, maxWaitMs: 30 });
    const first = app.inject({ url: '/page' });
    await until(() => state.started === 1);
    const waiting = await app.inject({ url: '/page' });
    expect(waiting.statusCode).toBe(503);
    expect(gates().page.queued).toBe(0);
    state.release();
    await first;
    expect(state.started).toBe(1);
  });

  it('refuses work at once while the event loop is late, and still answers what it does not gate', async () => {
    const { app, state } = await heldApp({ maxLagMs: 1000, loopLag: () => 1500 });
    state.release();
    expect((await app.inject({ url: '/page' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/V2/thing' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(state.started).toBe(1);
  });

  it('drops a waiting request whose visitor closed the connection, and never renders it', async () => {
    const { app, state, gates, renew } = await heldApp({ pages: { concurrency: 1, queue: 4 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const first = fetch(`http://127.0.0.1:${port}/page`);
    await until(() => state.started === 1);

    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write('GET /page HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    await until(() => gates().page.queued === 1);
    socket.destroy();
    await until(() => gates().page.queued === 0);

    state.release();
    expect((await first).status).toBe(200);
    renew();
    // The place is free again: the next visitor is served, and only two renders ever ran.
    const next = fetch(`http://127.0.0.1:${port}/page`);
    await until(() => state.started === 2);
    state.release();
    expect((await next).status).toBe(200);
    await until(() => gates().page.active === 0);
    expect(state.started).toBe(2);
  });
});

describe('admission control in the shop', () => {
  const overloaded = () => buildTestApp({ admission: settings({ loopLag: () => 60_000 }) });

  shopIt('never turns away health checks', async () => {
    const { app } = await overloaded();
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const call = await app.inject({ url: '/api/V2/categories' });
    expect(call.statusCode).toBe(503);
    expect(call.json().status).toBe('error');
  });

  shopIt("lets a page's own API calls through, and no visitor can pass as one", async () => {
    const { app } = await overloaded();
    const internal = await app.inject({ url: '/api/V2/categories', headers: { 'x-upahar-internal': '1' } });
    expect(internal.statusCode).toBe(200);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const claimed = await fetch(`http://127.0.0.1:${port}/api/V2/categories`, {
      headers: { 'x-upahar-internal': '1' },
    });
    expect(claimed.status).toBe(503);
  });

  shopIt('is off in tests and development unless asked for, and on in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).admission.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).admission.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).admission.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', ADMISSION: 'on' }).admission.enabled).toBe(true);
  });
});

describe('a page whose visitor has left', () => {
  it('asks the API nothing more', async () => {
    const inject = vi.fn();
    const visitor = new AbortController();
    const api = injectTransport({ inject } as unknown as FastifyInstance, '203.0.113.1', visitor.signal);
    visitor.abort();
    const answer = await api({ method: 'GET', path: 'categories' });
    expect(answer.status).toBe(503);
    expect(inject).not.toHaveBeenCalled();
  });
});
