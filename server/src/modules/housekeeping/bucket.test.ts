import { afterAll, describe, expect } from 'vitest';
import { createOrder } from '../../db/factories/index.ts';
import { storedFileDeletions } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { startTestBucket } from '../../test/bucket.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';
import { UNSENT_UPLOAD_KEEP_HOURS } from '../uploads/index.ts';
import { runHousekeeping } from './housekeeping.ts';

// With uploads in a bucket (a real S3-compatible server on this machine), the clean-up deletes
// the objects of the files it prunes, and of any whose deletion the bucket refused before.

const s3 = await startTestBucket();
afterAll(() => s3.close());
const it = testWith({ bucket: s3.settings });

describe('housekeeping with a bucket', () => {
  it('deletes the objects of unsent complaint pictures it prunes, and only those', async () => {
    const me = await quickUser(t.db);
    const order = await createOrder(t.db, { userId: me.user.id, status: 'delivered' });
    const body = multipart(
      { orderId: order.id },
      { name: 'cake.png', type: 'image/png', bytes: await png() },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/order-upload-image',
      headers: { ...me.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const key = `private${res.json().data.url}`;
    // Left over from a request whose bucket refused: deleted on this pass too.
    await s3.bucket.put({
      key: 'media/blog/left.webp',
      bytes: Buffer.from('x'),
      contentType: 'image/webp',
      cacheControl: '',
    });
    await t.db.insert(storedFileDeletions).values({ storageKey: 'media/blog/left.webp' });

    expect(await runHousekeeping(t.app)).toMatchObject({ unsentUploads: 0, bucketObjects: 1 });
    expect(await s3.keys('media/')).toEqual([]);
    expect(await s3.keys('private/')).toEqual([key]);

    const later = new Date(clock.now().getTime() + (UNSENT_UPLOAD_KEEP_HOURS + 1) * 3_600_000);
    expect(await runHousekeeping(t.app, later)).toMatchObject({ unsentUploads: 1, bucketObjects: 1 });
    expect(await s3.keys('private/')).toEqual([]);
    expect(await t.db.select().from(storedFileDeletions)).toEqual([]);
  });
});
