import { ZMyCvsResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { careerCvs, vacancies } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { pruneUnsentCvs } from './prune.ts';
import { client, makeVacancy, pdfBytes, uploadCv, validApplication } from './test-kit.ts';

// A CV sent with an application stays the person's to send again, until they remove it. Removing
// one that applications hold takes it off their list but leaves it with those applications, so
// the hiring team can still read what was sent.

const V2 = '/api/V2';
const DASH = '/api/dashboard/v1';
type Who = Awaited<ReturnType<typeof quickUser>>;

const apply = (who: Who, body: Record<string, unknown>) =>
  client.post(`${V2}/career/apply`, body, who.headers);
async function myCvs(who: Who) {
  const res = await client.get(`${V2}/profile/cvs`, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toMatch(/no-store/);
  return ZMyCvsResponse.parse(res.json()).data.cvs;
}
const removeCv = (who: Who, id: string) => client.del(`${V2}/profile/cvs/${id}`, who.headers);
const cvRow = async (id: string) => (await t.db.select().from(careerCvs).where(eq(careerCvs.id, id)))[0];
const later = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);

describe('reusing a CV', () => {
  it('sends one CV with two applications; each keeps it for the hiring team', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const me = await quickUser(t.db);
    const [v2, v3] = [await makeVacancy(), await makeVacancy({ title: 'Delivery Rider' })];
    const body = await validApplication(me.headers, v2.id);
    const first = await apply(me, body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await apply(me, { ...body, vacancyId: v3.id });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.cv).toMatchObject({ id: body.cvId, name: 'Sita-CV.pdf' });
    for (const app of [first, second]) {
      const file = await client.get(`${DASH}/job-applications/${app.json().data.id}/cv`, admin.headers);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await t.db.select().from(careerCvs)).toHaveLength(1);
  });

  it("refuses another person's CV, even one they have sent, and a made-up id", async () => {
    const [v, w] = [await makeVacancy(), await makeVacancy({ title: 'Rider' })];
    const owner = await quickUser(t.db);
    const other = await quickUser(t.db);
    const body = await validApplication(owner.headers, v.id);
    expect((await apply(owner, body)).statusCode).toBe(201);
    for (const cvId of [body.cvId, '00000000-0000-4000-8000-000000000000']) {
      const stolen = await apply(other, { ...body, vacancyId: w.id, cvId });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().errors.cvId).toEqual(['Your CV was not found. Upload it again.']);
    }
    // Nor can they see or remove it.
    expect(await myCvs(other)).toEqual([]);
    expect((await removeCv(other, body.cvId)).statusCode).toBe(404);
    expect(await cvRow(body.cvId)).toBeDefined();
  });
});

describe('your CVs', () => {
  it('lists the CVs sent with applications, newest first, with how often each went', async () => {
    const me = await quickUser(t.db);
    const [a, b, c] = [await makeVacancy(), await makeVacancy(), await makeVacancy()];
    const old = await validApplication(me.headers, a.id);
    await apply(me, old);
    await apply(me, { ...old, vacancyId: b.id });
    const fresh = await validApplication(me.headers, c.id);
    await apply(me, fresh);
    // Uploaded but never sent: not one of the person's CVs yet.
    await uploadCv(me.headers, { name: 'draft.pdf', type: 'application/pdf', bytes: pdfBytes() });
    await t.db
      .update(careerCvs)
      .set({ createdAt: later(-48) })
      .where(eq(careerCvs.id, old.cvId));

    const cvs = await myCvs(me);
    expect(cvs.map((cv) => [cv.id, cv.applicationCount])).toEqual([
      [fresh.cvId, 1],
      [old.cvId, 2],
    ]);
    expect(cvs[0]).toMatchObject({ name: 'Sita-CV.pdf', contentType: 'application/pdf' });
    expect(Number.isNaN(Date.parse(cvs[1].uploadedAt))).toBe(false);
    expect(await myCvs(await quickUser(t.db))).toEqual([]);
    expect((await client.get(`${V2}/profile/cvs`)).statusCode).toBe(401);
  });

  it('removing a CV applications hold keeps it for them, but it cannot be sent again', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const me = await quickUser(t.db);
    const [v, w] = [await makeVacancy(), await makeVacancy({ title: 'Rider' })];
    const body = await validApplication(me.headers, v.id);
    const sent = (await apply(me, body)).json().data;

    const removed = await removeCv(me, body.cvId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(
      'CV removed. The applications you already sent keep it for our hiring team.',
    );
    expect(ZMyCvsResponse.parse(removed.json()).data.cvs).toEqual([]);
    expect((await removeCv(me, body.cvId)).statusCode).toBe(404);

    const again = await apply(me, { ...body, vacancyId: w.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.cvId).toEqual(['Your CV was not found. Upload it again.']);
    // The team still reads it with the application, and the applicant still sees its name.
    const file = await client.get(`${DASH}/job-applications/${sent.id}/cv`, admin.headers);
    expect(file.statusCode).toBe(200);
    const mine = (await client.get(`${V2}/profile/applications`, me.headers)).json().data.applications;
    expect(mine[0].cv.name).toBe('Sita-CV.pdf');
    // Housekeeping leaves it while the application holds it.
    expect(await pruneUnsentCvs({ db: t.db, now: later(24 * 30) })).toBe(0);
    expect(await cvRow(body.cvId)).toBeDefined();
  });

  it('removing a CV no application holds deletes its file at once', async () => {
    const me = await quickUser(t.db);
    const up = (
      await uploadCv(me.headers, { name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes() })
    ).json().data;
    const res = await removeCv(me, up.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('CV removed');
    expect(await cvRow(up.id)).toBeUndefined();
    expect((await removeCv(me, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await client.del(`${V2}/profile/cvs/not-an-id`, me.headers)).statusCode).toBe(400);
  });
});

describe('housekeeping of CVs', () => {
  it('keeps a CV its owner keeps even when no application holds it any more', async () => {
    const me = await quickUser(t.db);
    const v = await makeVacancy();
    const body = await validApplication(me.headers, v.id);
    expect((await apply(me, body)).statusCode).toBe(201);
    // The vacancy, and with it the application, is deleted.
    await t.db.delete(vacancies).where(eq(vacancies.id, v.id));
    expect(await pruneUnsentCvs({ db: t.db, now: later(24 * 30) })).toBe(0);
    expect((await myCvs(me)).map((cv) => [cv.id, cv.applicationCount])).toEqual([[body.cvId, 0]]);
  });

  it('deletes a removed CV once the last application holding it is gone', async () => {
    const me = await quickUser(t.db);
    const v = await makeVacancy();
    const body = await validApplication(me.headers, v.id);
    await apply(me, body);
    expect((await removeCv(me, body.cvId)).statusCode).toBe(200);
    await t.db.delete(vacancies).where(eq(vacancies.id, v.id));
    expect(await pruneUnsentCvs({ db: t.db })).toBe(1);
    expect(await cvRow(body.cvId)).toBeUndefined();
  });
});
