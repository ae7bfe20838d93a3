import { ZUploadImageResponse } from '@upahar/contract';
import sharp from 'sharp';
import { beforeEach, describe, expect } from 'vitest';
import { createOrder } from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart } from '../../test/multipart.ts';
import { sniffImageType } from './images.ts';

let me: Awaited<ReturnType<typeof quickUser>>;
let orderId: string;
beforeEach(async () => {
  me = await quickUser(t.db);
  orderId = (await createOrder(t.db, { userId: me.user.id, status: 'delivered' })).id;
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2185b' } })
    .png()
    .toBuffer();

const upload = (
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: Parameters<typeof multipart>[1],
) => {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/V2/order-upload-image',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('order images', () => {
  it('re-encodes a PNG to WebP, serves it safely, and lets the owner delete it', async () => {
    const res = await upload(
      me.headers,
      { orderId },
      { name: 'cake.png', type: 'image/png', bytes: await png() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const image = ZUploadImageResponse.parse(res.json()).data;
    expect(image).toMatchObject({ width: 40, height: 30 });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(sniffImageType(served.rawPayload)).toBe('image/webp');

    const other = await quickUser(t.db);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/V2/order-delete-image',
      headers: other.headers,
      payload: { id: image.id },
    });
    expect(stolen.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/V2/order-delete-image',
      headers: me.headers,
      payload: { id: image.id },
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('checks the type by content, not by name or label', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(me.headers, { orderId }, { name: 'cake.png', type: 'image/png', bytes: svg });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Upload a JPEG, PNG or WebP image');
    // JPEG magic bytes followed by junk: looks like a JPEG, cannot be decoded.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const broken = await upload(me.headers, { orderId }, { name: 'x.jpg', type: 'image/jpeg', bytes: fake });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/could not be read/);
  });

  it('refuses files over 5 MB, missing files, and orders that are not yours', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(me.headers, { orderId }, { name: 'big.png', type: 'image/png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Images can be at most 5 MB');
    expect((await upload(me.headers, { orderId }, null)).statusCode).toBe(400);
    const other = await quickUser(t.db);
    const foreign = await upload(
      other.headers,
      { orderId },
      { name: 'a.png', type: 'image/png', bytes: await png() },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await upload({}, { orderId }, { name: 'a.png', type: 'image/png', bytes: await png() })).statusCode,
    ).toBe(401);
  });

  it('answers 400, never 500, for a multipart body that cannot be parsed', async () => {
    const good = multipart({ orderId }, { name: 'a.png', type: 'image/png', bytes: await png() });
    const boundary = good.headers['content-type'].split('boundary=')[1];
    const cases: [string, string | Buffer][] = [
      ['multipart/form-data', 'no boundary in the header'],
      [good.headers['content-type'], 'not multipart at all'],
      // Cut off before the closing boundary, as a dropped connection leaves it.
      [good.headers['content-type'], good.payload.subarray(0, good.payload.indexOf(`--${boundary}--`))],
    ];
    for (const [type, payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/V2/order-upload-image',
        headers: { ...me.headers, 'content-type': type },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/could not be read/);
    }
  });

  it('files a complaint with the uploaded images; an image cannot be reused for another complaint', async () => {
    const { data: image } = ZUploadImageResponse.parse(
      (
        await upload(me.headers, { orderId }, { name: 'a.png', type: 'image/png', bytes: await png() })
      ).json(),
    );
    const payload = {
      orderId,
      subject: 'Squashed cake',
      message: 'The top tier arrived squashed on one side.',
      imageIds: [image.id],
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/order-complain',
      headers: me.headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.complaints[0].images).toEqual([image.url]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/V2/order-complain',
      headers: me.headers,
      payload,
    });
    expect(again.statusCode).toBe(404);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/V2/order-complain',
      headers: me.headers,
      payload: { ...payload, message: 'bad', imageIds: [] },
    });
    expect(short.statusCode).toBe(400);
  });
});
