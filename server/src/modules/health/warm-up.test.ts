import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { healthRoutes } from './index.ts';

// A server that has just started renders its main pages once before it says it is ready, so a
// load balancer does not send it a full share of visitors while every page is still cold.

async function serverWithPages(pagesServed: boolean) {
  let release = () => {};
  const rendering = new Promise<void>((resolve) => {
    release = resolve;
  });
  const rendered: string[] = [];
  const app = Fastify();
  app.decorate(
    'config',
    loadConfig({ NODE_ENV: 'test' }, { webBuildDir: pagesServed ? '/web/build' : null }),
  );
  app.decorate('database', { kind: 'postgres', ping: async () => {} } as unknown as Database);
  await app.register(healthRoutes);
  app.get('/*', async (request) => {
    await rendering;
    rendered.push(request.url);
    return 'a page';
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, rendered, release };
}

test('is not ready until the main pages have been rendered once', async () => {
  const { app, base, rendered, release } = await serverWithPages(true);
  try {
    const warming = await fetch(`${base}/readyz`);
    expect(warming.status).toBe(503);
    expect(((await warming.json()) as { message: string }).message).toBe('This instance is still warming up');
    release();
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status).toBe(200);
    expect(rendered).toEqual(['/', '/products']);
  } finally {
    await app.close();
  }
});

test('is ready at once when it serves no pages', async () => {
  const { app, base, rendered } = await serverWithPages(false);
  try {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(rendered).toEqual([]);
  } finally {
    await app.close();
  }
});
