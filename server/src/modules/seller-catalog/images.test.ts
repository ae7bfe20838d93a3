import { ZErrorResponse, ZProductImagesResponse } from '@upahar/contract';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { auditChanges } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { call, hamper, png, shop, storefront, uploadTo } from './test-kit.ts';

// A product's pictures: only real JPEG, PNG or WebP files of at most 5 MB, stored re-encoded as
// WebP under a public path; they can be reordered and removed.

const images = (res: { json: () => unknown }) => ZProductImagesResponse.parse(res.json()).data.images;

async function draftOf(s: Awaited<ReturnType<typeof shop>>) {
  return (await call.post('products', hamper(s), s.seller.headers)).json().data.id as string;
}

describe('dashboard product pictures', () => {
  it('stores an upload as WebP under a public path, whatever it was sent as', async () => {
    const s = await shop();
    const id = await draftOf(s);
    const jpeg = await sharp(await png(300, 200))
      .jpeg()
      .toBuffer();
    const res = await uploadTo(id, s.seller.headers, jpeg, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const [image] = images(res);
    expect(image.url).toMatch(/^\/media\/products\/[0-9a-f]{32}\.webp$/);
    const file = await storefront.get(image.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses a file that is not an image by its first bytes, and one over 5 MB', async () => {
    const s = await shop();
    const id = await draftOf(s);
    const fake = await uploadTo(
      id,
      s.seller.headers,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/png',
    );
    expect(fake.statusCode).toBe(415);
    expect(ZErrorResponse.parse(fake.json()).errors?.file).toEqual(['Upload a JPEG, PNG or WebP image']);
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const large = await uploadTo(id, s.seller.headers, big);
    expect(large.statusCode).toBe(413);
    expect(ZErrorResponse.parse(large.json()).message).toBe('Images can be at most 5 MB');
    const broken = Buffer.concat([(await png()).subarray(0, 20)]);
    expect((await uploadTo(id, s.seller.headers, broken)).statusCode).toBe(400);
    const after = await call.get(`products/${id}`, s.seller.headers);
    expect(after.json().data.images).toEqual([]);
  });

  it('reorders and removes pictures; a live product keeps its last one', async () => {
    const s = await shop();
    const id = await draftOf(s);
    await uploadTo(id, s.seller.headers, await png(10, 10));
    const two = images(await uploadTo(id, s.seller.headers, await png(20, 10)));
    const [a, b] = two.map((i) => i.id);
    const reordered = await call.put(`products/${id}/images`, { ids: [b, a] }, s.seller.headers);
    expect(images(reordered).map((i) => i.id)).toEqual([b, a]);
    const wrong = await call.put(`products/${id}/images`, { ids: [b] }, s.seller.headers);
    expect(wrong.statusCode).toBe(400);
    const removed = await call.del(`products/${id}/images/${b}`, s.seller.headers);
    expect(images(removed).map((i) => i.id)).toEqual([a]);
    expect((await storefront.get(two[1].url)).statusCode).toBe(404);
    await call.post(`products/${id}/publish`, undefined, s.seller.headers);
    const last = await call.del(`products/${id}/images/${a}`, s.seller.headers);
    expect(last.statusCode).toBe(400);
    expect(ZErrorResponse.parse(last.json()).message).toBe(
      'A live product keeps at least one picture; add another first or archive it',
    );
    expect((await call.del(`products/${id}/images/999999`, s.seller.headers)).statusCode).toBe(404);
  });

  it('keeps the pictures before and after each change in the audit log', async () => {
    const s = await shop();
    const id = await draftOf(s);
    const [a] = images(await uploadTo(id, s.seller.headers, await png(10, 10)));
    const two = images(await uploadTo(id, s.seller.headers, await png(20, 10)));
    const b = two[1];
    await call.put(`products/${id}/images`, { ids: [b.id, a.id] }, s.seller.headers);
    await call.del(`products/${id}/images/${a.id}`, s.seller.headers);
    const changes = await t.db
      .select({ before: auditChanges.before, after: auditChanges.after })
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'product-pictures'), eq(auditChanges.entityId, id)))
      .orderBy(asc(auditChanges.createdAt), asc(auditChanges.id));
    expect(changes).toEqual([
      { before: [], after: [a.url] },
      { before: [a.url], after: [a.url, b.url] },
      { before: [a.url, b.url], after: [b.url, a.url] },
      { before: [b.url, a.url], after: [b.url] },
    ]);
  });
});
