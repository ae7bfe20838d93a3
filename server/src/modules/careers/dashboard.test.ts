import { addDays, ZStaffJobApplicationResponse, ZStaffVacanciesResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, auditLog } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { client, mailsTo, makeVacancy, pdfBytes, todayKtm, validApplication } from './test-kit.ts';

const DASH = '/api/dashboard/v1';

const vacancyBody = (over: Record<string, unknown> = {}) => ({
  title: 'Customer Care Associate (Nepali & English)',
  department: 'customer_care',
  location: 'kathmandu',
  employmentType: 'full_time',
  salaryMinPaisa: 2_500_000,
  salaryMaxPaisa: 3_500_000,
  description: 'Answer calls and chats from customers in Nepali and English.\n\n- Friendly\n- Patient',
  closingDate: addDays(todayKtm(), 30),
  status: 'open',
  ...over,
});

async function applied() {
  const v = await makeVacancy();
  const me = await quickUser(t.db);
  const res = await client.post('/api/V2/career/apply', await validApplication(me.headers, v.id), me.headers);
  if (res.statusCode !== 201) throw new Error(res.body);
  return { v, me, id: res.json().data.id as string };
}

const changesOf = async (entity: string) => {
  await t.app.afterAnswer.settled();
  return t.db.select().from(auditChanges).where(eq(auditChanges.entity, entity));
};

describe('careers dashboard', () => {
  it('is for admins only: sellers and customers 403, strangers 401, CV included', async () => {
    const { v, id } = await applied();
    const seller = await quickUser(t.db, { role: 'seller' });
    const customer = await quickUser(t.db);
    // Customers are refused before any careers code runs; sellers are staff, so each route checks.
    for (const who of [customer]) {
      for (const url of [`${DASH}/vacancies`, `${DASH}/job-applications/${id}/cv`]) {
        expect((await client.get(url, who.headers)).statusCode, url).toBe(403);
      }
    }
    for (const who of [seller]) {
      for (const [method, url, body] of [
        ['GET', `${DASH}/vacancies`],
        ['GET', `${DASH}/vacancies/${v.id}`],
        ['POST', `${DASH}/vacancies`, vacancyBody()],
        ['PUT', `${DASH}/vacancies/${v.id}`, vacancyBody()],
        ['POST', `${DASH}/vacancies/${v.id}/status`, { status: 'closed' }],
        ['GET', `${DASH}/job-applications`],
        ['GET', `${DASH}/job-applications/${id}`],
        ['GET', `${DASH}/job-applications/${id}/cv`],
        ['POST', `${DASH}/job-applications/${id}/status`, { status: 'shortlisted' }],
      ] as const) {
        const res = await client.request(method, url, body, who.headers);
        expect(res.statusCode, `${who.user.role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await client.get(`${DASH}/vacancies`)).statusCode).toBe(401);
    expect((await client.get(`${DASH}/job-applications/${id}/cv`)).statusCode).toBe(401);
  });

  it('writes, edits, opens and closes vacancies, checking the form and recording each change', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const created = await client.post(`${DASH}/vacancies`, vacancyBody({ status: 'draft' }), admin.headers);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await client.get(`/api/V2/career/${id}`)).statusCode).toBe(404);
    const opened = await client.post(`${DASH}/vacancies/${id}/status`, { status: 'open' }, admin.headers);
    expect(opened.json().data).toMatchObject({ status: 'open', isOpen: true });
    expect((await client.get('/api/V2/careers')).json().data.vacancies).toHaveLength(1);
    const edited = await client.put(
      `${DASH}/vacancies/${id}`,
      vacancyBody({ title: 'Customer Care Lead' }),
      admin.headers,
    );
    expect(edited.json().data.title).toBe('Customer Care Lead');
    await client.post(`${DASH}/vacancies/${id}/status`, { status: 'closed' }, admin.headers);
    expect((await client.get(`/api/V2/career/${id}`)).json().data.isOpen).toBe(false);

    const bad = await client.post(
      `${DASH}/vacancies`,
      {
        ...vacancyBody({ title: 'x', salaryMinPaisa: 500, salaryMaxPaisa: 100, closingDate: '2026-02-30' }),
      },
      admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['closingDate', 'salaryMaxPaisa', 'title']);
    const past = await client.post(
      `${DASH}/vacancies`,
      vacancyBody({ closingDate: addDays(todayKtm(), -1) }),
      admin.headers,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.closingDate[0]).toMatch(/closing date has passed/);

    const changes = await changesOf('vacancy');
    expect(changes).toHaveLength(4);
    expect(changes.find((c) => c.before === null)?.after).toMatchObject({ status: 'draft' });
    expect(changes.some((c) => (c.after as { title: string }).title === 'Customer Care Lead')).toBe(true);
  });

  it('lists vacancies by title and status with their application counts, a page at a time', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const { v } = await applied();
    await makeVacancy({ title: 'Delivery Rider', status: 'draft' });
    const all = ZStaffVacanciesResponse.parse((await client.get(`${DASH}/vacancies`, admin.headers)).json());
    expect(all.data.vacancies).toHaveLength(2);
    expect(all.data.vacancies.find((x) => x.id === v.id)?.applicationCount).toBe(1);
    const drafts = (await client.get(`${DASH}/vacancies?status=draft`, admin.headers)).json();
    expect(drafts.data.vacancies.map((x: { title: string }) => x.title)).toEqual(['Delivery Rider']);
    const found = (await client.get(`${DASH}/vacancies?q=pastry`, admin.headers)).json();
    expect(found.data.vacancies).toHaveLength(1);
    expect((await client.get(`${DASH}/vacancies?q=100%25`, admin.headers)).json().data.vacancies).toEqual([]);
  });

  it('moves an application with a team note: the applicant is e-mailed and sees the state, never the note', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const { me, v, id } = await applied();
    expect(await mailsTo('sita@example.com')).toEqual(['We received your application: Pastry Chef']);
    const list = (
      await client.get(`${DASH}/job-applications?vacancyId=${v.id}&status=received`, admin.headers)
    ).json();
    expect(list.data.applications.map((a: { id: string }) => a.id)).toEqual([id]);
    expect(
      (await client.get(`${DASH}/job-applications?status=offered`, admin.headers)).json().data.applications,
    ).toEqual([]);
    const res = await client.post(
      `${DASH}/job-applications/${id}/status`,
      {
        status: 'shortlisted',
        note: 'Strong wedding cake portfolio',
      },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const moved = ZStaffJobApplicationResponse.parse(res.json()).data;
    expect(moved).toMatchObject({ status: 'shortlisted', staffNote: 'Strong wedding cake portfolio' });
    expect((await mailsTo('sita@example.com')).sort()).toEqual([
      'We received your application: Pastry Chef',
      'Your application for Pastry Chef',
    ]);
    const mine = (await client.get('/api/V2/profile/applications', me.headers)).json().data.applications[0];
    expect(mine.status).toBe('shortlisted');
    expect(mine.staffNote).toBeUndefined();
    const same = await client.post(
      `${DASH}/job-applications/${id}/status`,
      {
        status: 'shortlisted',
      },
      admin.headers,
    );
    expect(same.statusCode).toBe(409);
    const [change] = await changesOf('job-application');
    expect(change).toMatchObject({
      entityId: id,
      before: { status: 'received', staffNote: null },
      after: { status: 'shortlisted', staffNote: 'Strong wedding cake portfolio' },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.requestId, change.requestId), eq(auditLog.action, 'moveJobApplication')));
    expect(entry.status).toBe(200);
  });

  it('lets the applicant withdraw until an offer or a rejection, and then not; staff cannot move a withdrawn one', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const { me, id } = await applied();
    await client.post(`${DASH}/job-applications/${id}/status`, { status: 'offered' }, admin.headers);
    const late = await client.post(`/api/V2/profile/applications/${id}/withdraw`, undefined, me.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/decided/);
    const other = await applied();
    await client.post(`${DASH}/job-applications/${other.id}/status`, { status: 'interview' }, admin.headers);
    expect(
      (await client.post(`/api/V2/profile/applications/${other.id}/withdraw`, undefined, other.me.headers))
        .statusCode,
    ).toBe(200);
    const moved = await client.post(
      `${DASH}/job-applications/${other.id}/status`,
      {
        status: 'offered',
      },
      admin.headers,
    );
    expect(moved.statusCode).toBe(409);
  });

  it('gives admins the CV as an attachment with its type and nosniff', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const { id } = await applied();
    const res = await client.get(`${DASH}/job-applications/${id}/cv`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Sita-CV.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(pdfBytes())).toBe(true);
    const missing = await client.get(
      `${DASH}/job-applications/00000000-0000-4000-8000-000000000000/cv`,
      admin.headers,
    );
    expect(missing.statusCode).toBe(404);
  });
});
