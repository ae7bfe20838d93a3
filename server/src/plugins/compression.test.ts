import zlib from 'node:zlib';
import { describe, expect } from 'vitest';
import { createProduct } from '../db/factories/index.ts';
import { queueEmail } from '../modules/mail/index.ts';
import { it, t } from '../test/fixtures.ts';

// A listing of a few products is well over the 1 KB below which nothing is compressed.
async function listing(acceptEncoding?: string) {
  for (let i = 0; i < 6; i++) await createProduct(t.db);
  return t.app.inject({
    method: 'GET',
    url: '/api/V2/products',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('compression', () => {
  it('sends brotli when the client accepts it, and says the answer varies by encoding', async () => {
    const res = await listing('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
    expect(body.status).toBe('success');
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 2);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const res = await listing('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).status).toBe('success');
  });

  it('sends plain bytes to a client that asks for no encoding, and leaves tiny answers alone', async () => {
    const plain = await listing();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().status).toBe('success');
    const tiny = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ status: 'ok' });
  });

  it('compresses error answers too, which stay readable envelopes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/V2/product/${'x'.repeat(40)}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(404);
    const raw = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
    expect(JSON.parse(raw.toString())).toMatchObject({ status: 'error' });
  });

  it('compresses a page a route sends itself (the development mailbox) without cutting it short', async () => {
    for (let i = 0; i < 5; i++) {
      const text = `Open https://shop.test/user-confirm?token=t${i} to verify. ${'Thank you. '.repeat(20)}`;
      await queueEmail({ db: t.db, mail: { to: 'maya@example.com', subject: `Verify ${i}`, text } });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('user-confirm?token=t4');
    expect(html).toContain('</html>');
  });
});
