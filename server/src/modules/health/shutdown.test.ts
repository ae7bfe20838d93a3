import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { it, t } from '../../test/fixtures.ts';
import { drainAndClose } from './index.ts';

// A load balancer takes an instance out of rotation when its /readyz fails. On SIGTERM the shop
// says "not ready" at once, keeps serving through a drain, then finishes what it is running
// before it closes: no request that reached it fails.

type Answer = { status: number; connection: string | undefined; cache: unknown; body: string };

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            cache: res.headers['x-cache'],
            body,
          }),
        );
      })
      .on('error', reject);
  });
}

/** The whole app with a slow route, listening on a free port, on the test's database. */
async function listening(events: string[] = []) {
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', RATE_LIMIT: 'off' }), t.database);
  const answered = async () => void events.push('slow answered');
  app.get('/slow', { onResponse: answered }, async () => {
    await new Promise((r) => setTimeout(r, 600));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  // Keep-alive, as browsers and load balancers connect: a quiet connection must not hold the close.
  const agent = new http.Agent({ keepAlive: true });
  return { app, port, agent };
}

it('says not ready at once and still finishes a slow request that was running', async () => {
  const events: string[] = [];
  const { app, port, agent } = await listening(events);
  expect((await get(port, '/readyz', agent)).status).toBe(200);
  await get(port, '/api/V2/categories', agent);
  expect((await get(port, '/api/V2/categories', agent)).cache).toBe('hit');
  const slow = get(port, '/slow', agent);
  await new Promise((r) => setTimeout(r, 50));

  const started = Date.now();
  const closed = drainAndClose(app, {
    drainMs: 300,
    workers: [async () => void events.push('outbox stopped'), async () => void events.push('timers stopped')],
  }).then(() => events.push('closed'));
  const fresh = new http.Agent({ keepAlive: false });
  const ready = await get(port, '/readyz', fresh);
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body).message).toBe('This instance is shutting down');
  // Still serving during the drain, and telling the client not to reuse the connection.
  const during = await get(port, '/healthz', agent);
  expect(during).toMatchObject({ status: 200, connection: 'close' });
  // Answers from the response cache too, which are written before the app sees the request.
  const cached = await get(port, '/api/V2/categories', agent);
  expect(cached).toMatchObject({ status: 200, connection: 'close', cache: 'hit' });

  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ done: true });
  await closed;
  // The keep-alive connection of the slow request closed once it was answered, not a minute later.
  expect(Date.now() - started).toBeLessThan(5000);
  // Background work stops once the drain is over, while requests may still run; the app closes
  // after both.
  expect(events.at(-1)).toBe('closed');
  expect([...events].sort()).toEqual(['closed', 'outbox stopped', 'slow answered', 'timers stopped']);
  await expect(get(port, '/readyz', fresh)).rejects.toThrow(/ECONNREFUSED/);
});

it('closes at once without a drain, however many quiet keep-alive connections are open', async () => {
  const { app, port, agent } = await listening();
  await Promise.all([1, 2, 3].map(() => get(port, '/healthz', agent)));
  const started = Date.now();
  await drainAndClose(app, { drainMs: 0, workers: [] });
  expect(Date.now() - started).toBeLessThan(1000);
});
