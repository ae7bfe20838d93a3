import { describe, expect } from 'vitest';
import { fileTest as it, t } from '../../test/fixtures.ts';
import { addMedia } from './service.ts';

it.beforeAll(async () => {
  await addMedia({
    db: t.db,
    files: [
      {
        path: 'seed/test-cake.svg',
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"/>',
      },
      { path: 'seed/pixel.png', contentType: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    ],
  });
});

describe('GET /media/*', () => {
  it('serves an SVG with immutable caching, an ETag, nosniff and a script-free CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/seed/test-cake.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.body).toContain('<svg');

    const again = await t.app.inject({
      method: 'GET',
      url: '/media/seed/test-cake.svg',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves other types as bytes without the SVG policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/seed/pixel.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('answers 404 with the error envelope for unknown paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/seed/nope.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'The file was not found' });
  });

  it('never overwrites an existing path (the files are cached as immutable)', async () => {
    await addMedia({
      db: t.db,
      files: [{ path: 'seed/test-cake.svg', contentType: 'text/html', body: '<p>x</p>' }],
    });
    const res = await t.app.inject({ method: 'GET', url: '/media/seed/test-cake.svg' });
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });
});
