import { eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { careerCvs } from '../../db/schema/index.ts';
import { startTestBucket } from '../../test/bucket.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { client, makeVacancy, pdfBytes, validApplication } from './test-kit.ts';

// CVs in the bucket (S3_ settings, a real S3-compatible server on this machine): private objects
// that only the shop's own access check leads to, streamed through the shop even when the bucket
// has a public address, never a link to the bucket.

const s3 = await startTestBucket();
afterAll(() => s3.close());
const it = testWith({ bucket: { ...s3.settings, publicUrl: 'https://cdn.upahar.test' } });

const DASH = '/api/dashboard/v1';

describe('CVs in a bucket', () => {
  it('a CV: in a private object, refused to strangers, given to the hiring team as an attachment', async () => {
    const vacancy = await makeVacancy();
    const applicant = await quickUser(t.db);
    const applied = await client.post(
      '/api/V2/career/apply',
      await validApplication(applicant.headers, vacancy.id),
      applicant.headers,
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().data.id as string;
    const [cv] = await t.db.select().from(careerCvs);
    expect(cv).toMatchObject({ bytes: null, storageKey: `private/cvs/${cv.id}` });
    expect(await s3.bucket.read(`private/cvs/${cv.id}`)).toEqual(pdfBytes());

    const url = `${DASH}/job-applications/${id}/cv`;
    expect((await client.get(url)).statusCode).toBe(401);
    for (const role of ['customer', 'seller'] as const) {
      const stranger = await quickUser(t.db, { role });
      const res = await client.get(url, stranger.headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.body).not.toContain('%PDF');
    }
    // The applicant has no download of their own: the dashboard is for admins.
    expect((await client.get(url, applicant.headers)).statusCode).toBe(403);

    const admin = await quickUser(t.db, { role: 'admin' });
    const res = await client.get(url, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pdfBytes());
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Sita-CV.pdf"',
      'x-content-type-options': 'nosniff',
    });
    // Streamed, never a redirect to the bucket's public address.
    expect(res.headers.location).toBeUndefined();
  });

  it('a CV its owner removes leaves the bucket with its row', async () => {
    const me = await quickUser(t.db);
    const body = await validApplication(me.headers, (await makeVacancy()).id);
    expect(await s3.keys(`private/cvs/${body.cvId}`)).toEqual([`private/cvs/${body.cvId}`]);
    const removed = await client.del(`/api/V2/profile/cvs/${body.cvId}`, me.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.db.select().from(careerCvs).where(eq(careerCvs.id, body.cvId))).toEqual([]);
    expect(await s3.keys(`private/cvs/${body.cvId}`)).toEqual([]);
  });
});
