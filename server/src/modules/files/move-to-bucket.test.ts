import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { careerCvs, jobApplications, media, sellerDocuments } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed-if-empty.ts';
import { startTestBucket } from '../../test/bucket.ts';
import { buildTestApp, fileTestWith, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';
import { filesWithoutBucketNotice } from './deletions.ts';
import { moveFilesToBucket } from './move-to-bucket.ts';

// `npm run uploads:to-bucket` on the demo shop: the seed's pictures, CVs and documents start in
// the database (as in a shop that ran without a bucket), are served from there with a bucket
// configured, then move, and are served from the bucket; a second run finds nothing to do.

const s3 = await startTestBucket();
afterAll(() => s3.close());
const it = fileTestWith({ bucket: s3.settings });

it.beforeAll(async () => {
  await seedIfEmpty(t.db);
}, 180_000);

const stillInDatabase = async () => ({
  pictures: await t.db.$count(media, isNotNull(media.bytes)),
  cvs: await t.db.$count(careerCvs, isNotNull(careerCvs.bytes)),
  sellerDocuments: await t.db.$count(sellerDocuments, isNotNull(sellerDocuments.bytes)),
});

const { get } = api(t, { base: '' });

describe('moving files from the database to the bucket', () => {
  it('serves the demo seed from the database while a bucket is configured', async () => {
    const left = await stillInDatabase();
    expect(left.pictures).toBeGreaterThan(100);
    expect(left.cvs).toBeGreaterThan(0);
    expect(left.sellerDocuments).toBeGreaterThan(0);
    const res = await get('/media/seed/classic-black-forest-cake-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('moves every file, checked, and the same bytes come back from the bucket', async () => {
    const before = await get('/media/seed/classic-black-forest-cake-1.svg');
    const counts = await stillInDatabase();
    const progress: string[] = [];
    const moved = await moveFilesToBucket({
      db: t.db,
      bucket: s3.bucket,
      progress: (kind, n) => progress.push(`${kind} ${n}`),
    });
    expect(moved).toEqual(counts);
    expect(progress.at(-1)).toBe(`sellerDocuments ${counts.sellerDocuments}`);
    expect(await stillInDatabase()).toEqual({ pictures: 0, cvs: 0, sellerDocuments: 0 });
    expect(await t.db.$count(media, isNull(media.storageKey))).toBe(0);
    expect((await s3.keys('media/')).length).toBe(counts.pictures);
    expect((await s3.keys('private/')).length).toBe(counts.cvs + counts.sellerDocuments);

    const after = await get('/media/seed/classic-black-forest-cake-1.svg');
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before.body);
    expect(after.headers['content-type']).toBe('image/svg+xml');
    expect(after.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const [{ key }] = await t.db
      .select({ key: media.storageKey })
      .from(media)
      .where(eq(media.path, 'seed/classic-black-forest-cake-1.svg'));
    expect(key).toBe('media/seed/classic-black-forest-cake-1.svg');

    // The hiring team still reads a moved CV, now from its private object.
    const admin = await quickUser(t.db, { role: 'admin' });
    const [application] = await t.db.select({ id: jobApplications.id }).from(jobApplications).limit(1);
    const cv = await get(`/api/dashboard/v1/job-applications/${application.id}/cv`, admin.headers);
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('finds nothing to do when run again', async () => {
    const keys = await s3.keys();
    expect(await moveFilesToBucket({ db: t.db, bucket: s3.bucket })).toEqual({
      pictures: 0,
      cvs: 0,
      sellerDocuments: 0,
    });
    expect(await s3.keys()).toEqual(keys);
  });

  it('leaves no copy behind of a file deleted while it was being copied', async () => {
    const bytes = Buffer.from('RIFF');
    await t.db.insert(media).values({ path: 'blog/going.webp', contentType: 'image/webp', bytes, size: 4 });
    const deletingBucket = {
      ...s3.bucket,
      async put(o: Parameters<typeof s3.bucket.put>[0]) {
        await s3.bucket.put(o);
        await t.db.delete(media).where(eq(media.path, 'blog/going.webp'));
      },
    };
    expect(await moveFilesToBucket({ db: t.db, bucket: deletingBucket })).toMatchObject({ pictures: 0 });
    expect(await s3.keys('media/blog/going.webp')).toEqual([]);
  });

  it('serves moved files without a bucket as a 503 in words, not a 500', async () => {
    const noBucket = await buildTestApp({ bucket: null });
    const res = await noBucket.app.inject({
      method: 'GET',
      url: '/media/seed/classic-black-forest-cake-1.svg',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'This file cannot be loaded right now. Please try again in a few minutes.',
    );
    // And start-up says why.
    expect(await filesWithoutBucketNotice({ db: t.db, bucket: null })).toMatch(
      /^\d+ uploaded files are kept in object storage, but no S3_ settings are given/,
    );
    expect(await filesWithoutBucketNotice({ db: t.db, bucket: s3.bucket })).toBeNull();
  });
});
