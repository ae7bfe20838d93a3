import { eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { sellerDocuments } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { startTestBucket } from '../../test/bucket.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { dropDeletedFiles } from '../files/index.ts';
import { pruneUnsentDocuments } from './prune.ts';
import { client, pdfBytes, uploadDocument } from './test-kit.ts';

// Sellers' documents in the bucket (S3_ settings, a real S3-compatible server on this machine):
// private objects for the uploader and admins only, streamed through the shop.

const s3 = await startTestBucket();
afterAll(() => s3.close());
const it = testWith({ bucket: { ...s3.settings, publicUrl: 'https://cdn.upahar.test' } });

describe('sellers documents in a bucket', () => {
  it('a seller document: for its uploader and admins only, and gone from the bucket when pruned', async () => {
    const me = await quickUser(t.db);
    const up = await uploadDocument(me.headers, {
      name: 'PAN.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(up.statusCode, up.body).toBe(200);
    const { id, url } = up.json().data as { id: string; url: string };
    const key = `private/seller-documents/${id}`;
    const [row] = await t.db.select().from(sellerDocuments).where(eq(sellerDocuments.id, id));
    expect(row).toMatchObject({ bytes: null, storageKey: key });

    const stranger = await quickUser(t.db);
    expect((await client.get(url, stranger.headers)).statusCode).toBe(404);
    expect((await client.get(url)).statusCode).toBe(401);
    for (const who of [me, await quickUser(t.db, { role: 'admin' })]) {
      const res = await client.get(url, who.headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(pdfBytes());
      expect(res.headers['content-disposition']).toBe('attachment; filename="PAN.pdf"');
    }

    // Never sent with an application: deleted after a day, then its object with the next clean-up.
    const later = new Date(clock.now().getTime() + 2 * 86_400_000);
    expect(await pruneUnsentDocuments({ db: t.db, now: later })).toBe(1);
    expect(await s3.keys(key)).toEqual([key]);
    expect(await dropDeletedFiles({ db: t.db, bucket: t.app.bucket })).toBe(1);
    expect(await s3.keys(key)).toEqual([]);
  });
});
