import { createServer } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { createOrder } from '../../db/factories/index.ts';
import { media, uploads, users } from '../../db/schema/index.ts';
import { startTestBucket } from '../../test/bucket.ts';
import { buildTestApp, t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';
import { api, type Headers } from '../../test/requests.ts';

// With S3_ settings, uploads go to a real S3-compatible server (s3rver on this machine), not the
// database, and come back through the shop at the addresses pages already use.

const s3 = await startTestBucket();
afterAll(() => s3.close());
const it = testWith({ bucket: s3.settings });

const site = api(t, { base: '', settle: true });

/** Sends a picture the way the upload forms do. */
function upload(url: string, headers: Headers, file: Buffer, fields: Record<string, string> = {}) {
  const body = multipart(fields, { name: 'cake.png', type: 'image/png', bytes: file });
  return site.post(url, body.payload, { ...headers, ...body.headers });
}

const mediaRow = async (path: string) => (await t.db.select().from(media).where(eq(media.path, path)))[0];

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('uploads with a bucket configured', () => {
  it('keep a complaint picture in the bucket, not the database, and serve it with its headers', async () => {
    const me = await quickUser(t.db);
    const order = await createOrder(t.db, { userId: me.user.id, status: 'delivered' });
    const res = await upload('/api/V2/order-upload-image', me.headers, await png(), { orderId: order.id });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    const path = url.slice(1);

    // Under private/, which a bucket made public for its media/ pictures never shows.
    const row = await mediaRow(path);
    expect(row).toMatchObject({ bytes: null, storageKey: `private/${path}`, contentType: 'image/webp' });
    const object = await s3.bucket.read(`private/${path}`);
    expect(object?.subarray(0, 4).toString()).toBe('RIFF');
    expect(row.size).toBe(object?.length);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(object);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(object?.length),
      'cache-control': 'private, max-age=86400, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // Not at the public pictures' address, where shared caches would keep it.
    expect((await t.app.inject({ method: 'GET', url: `/media/${path}` })).statusCode).toBe(404);

    // Removed by its owner: the row goes, then the object.
    const id = res.json().data.id as string;
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/V2/order-delete-image',
      headers: me.headers,
      payload: { id },
    });
    await t.app.afterAnswer.settled();
    expect(removed.statusCode).toBe(200);
    expect(await mediaRow(path)).toBeUndefined();
    expect(await s3.keys(`private/${path}`)).toEqual([]);
  });

  it('serve public pictures with a year of immutable caching, and replace an avatar object and all', async () => {
    const me = await quickUser(t.db);
    const first = await upload('/api/V2/profile/avatar', me.headers, await png(60, 60));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.url as string;
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload).toEqual(await s3.bucket.read(firstUrl.replace(/^\//, '')));

    const second = await upload('/api/V2/profile/avatar', me.headers, await png(80, 80));
    const secondUrl = second.json().data.url as string;
    expect(await s3.keys('media/avatars/')).toEqual([secondUrl.slice(1)]);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/V2/profile/avatar/delete',
      headers: me.headers,
    });
    await t.app.afterAnswer.settled();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await s3.keys('media/avatars/')).toEqual([]);
    const [user] = await t.db
      .select({ avatar: users.avatarPath })
      .from(users)
      .where(eq(users.id, me.user.id));
    expect(user.avatar).toBeNull();
  });

  it('still serve the pictures whose bytes are in the database (the demo drawings, files not moved yet)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await t.db
      .insert(media)
      .values({ path: 'seed/kept.svg', contentType: 'image/svg+xml', bytes: svg, size: svg.length });
    const res = await t.app.inject({ method: 'GET', url: '/media/seed/kept.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirect public pictures to S3_PUBLIC_URL when it is set; complaint pictures stay behind the shop', async () => {
    const cdn = await buildTestApp({ bucket: { ...s3.settings, publicUrl: 'https://cdn.upahar.test' } });
    const admin = await quickUser(t.db, { role: 'admin' });
    const cover = await upload('/api/dashboard/v1/blog/cover', admin.headers, await png());
    expect(cover.statusCode, cover.body).toBe(200);
    const path = cover.json().data.path as string;
    expect(path).toMatch(/^\/media\/blog\/[0-9a-f]{32}\.webp$/);

    const res = await cdn.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.upahar.test${path}`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // Without it, the same picture is streamed by the shop.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    const me = await quickUser(t.db);
    const order = await createOrder(t.db, { userId: me.user.id, status: 'delivered' });
    const complaint = await upload('/api/V2/order-upload-image', me.headers, await png(), {
      orderId: order.id,
    });
    const photo = await cdn.app.inject({ method: 'GET', url: complaint.json().data.url });
    expect(photo.statusCode).toBe(200);
  });

  it('answer 503 in words when the bucket cannot be reached, and keep no row for the file', async () => {
    const down = await buildTestApp({
      bucket: { ...s3.settings, endpoint: `http://127.0.0.1:${await closedPort()}` },
    });
    const me = await quickUser(t.db);
    const order = await createOrder(t.db, { userId: me.user.id, status: 'delivered' });
    const body = multipart(
      { orderId: order.id },
      { name: 'cake.png', type: 'image/png', bytes: await png() },
    );
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/V2/order-upload-image',
      headers: { ...me.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Your file could not be saved right now. Please try again in a few minutes.',
    });
    expect(await t.db.select().from(uploads)).toEqual([]);
    expect(await t.db.select().from(media).where(like(media.path, 'uploads/%'))).toEqual([]);

    // A picture already in the bucket cannot be read either: a 503 too, never a 500.
    const kept = await upload('/api/V2/order-upload-image', me.headers, await png(), { orderId: order.id });
    const served = await down.app.inject({ method: 'GET', url: kept.json().data.url });
    expect(served.statusCode).toBe(503);
    expect(served.json().message).toBe(
      'This file cannot be loaded right now. Please try again in a few minutes.',
    );
  });
});
