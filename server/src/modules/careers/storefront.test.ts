import { addDays, ZMyJobApplicationsResponse, ZVacanciesResponse, ZVacancyResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { careerCvs } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { client, makeVacancy, todayKtm, validApplication } from './test-kit.ts';

const V2 = '/api/V2';

describe('vacancies', () => {
  it('lists only open vacancies whose closing date has not passed, soonest closing first', async () => {
    const soon = await makeVacancy({ title: 'Delivery Rider', closingDate: todayKtm() });
    const later = await makeVacancy({ title: 'Pastry Chef', closingDate: addDays(todayKtm(), 20) });
    await makeVacancy({ title: 'Past', closingDate: addDays(todayKtm(), -1) });
    await makeVacancy({ title: 'Closed', status: 'closed' });
    await makeVacancy({ title: 'Draft', status: 'draft' });
    const res = ZVacanciesResponse.parse((await client.get(`${V2}/careers`)).json());
    expect(res.data.vacancies.map((v) => v.id)).toEqual([soon.id, later.id]);
    expect(res.data.vacancies.every((v) => v.isOpen)).toBe(true);
    expect(res.meta?.pagination).toMatchObject({ total: 2, currentPage: 1, totalPages: 1 });
  });

  it('filters by department, location and type, and refuses unknown values', async () => {
    await makeVacancy({ title: 'Pastry Chef' });
    await makeVacancy({
      title: 'Rider',
      department: 'delivery',
      location: 'lalitpur',
      employmentType: 'part_time',
    });
    await makeVacancy({ title: 'Intern', department: 'marketing', employmentType: 'internship' });
    const titles = async (qs: string) =>
      (await client.get(`${V2}/careers?${qs}`)).json().data.vacancies.map((v: { title: string }) => v.title);
    expect(await titles('department=delivery')).toEqual(['Rider']);
    // A filter form sends its "any" choices empty.
    expect(await titles('department=delivery&location=&type=')).toEqual(['Rider']);
    expect(await titles('location=kathmandu')).toEqual(['Pastry Chef', 'Intern']);
    expect(await titles('type=internship')).toEqual(['Intern']);
    expect(await titles('department=kitchen&type=part_time')).toEqual([]);
    const bad = await client.get(`${V2}/careers?department=spaceship`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.department[0]).toMatch(/department/);
  });

  it('pages twelve at a time', async () => {
    for (let i = 0; i < 14; i++)
      await makeVacancy({ title: `Job ${i}`, closingDate: addDays(todayKtm(), i) });
    const one = (await client.get(`${V2}/careers`)).json();
    expect(one.data.vacancies).toHaveLength(12);
    expect(one.meta.pagination).toMatchObject({ total: 14, perPage: 12, totalPages: 2 });
    const two = (await client.get(`${V2}/careers?page=2`)).json();
    expect(two.data.vacancies.map((v: { title: string }) => v.title)).toEqual(['Job 12', 'Job 13']);
    expect((await client.get(`${V2}/careers?page=0`)).statusCode).toBe(400);
  });

  it('shows a closed or past vacancy as closed, and answers 404 for drafts and unknown ids', async () => {
    const open = await makeVacancy();
    const past = await makeVacancy({ closingDate: addDays(todayKtm(), -3) });
    const closed = await makeVacancy({ status: 'closed' });
    const draft = await makeVacancy({ status: 'draft' });
    const get = (id: number | string) => client.get(`${V2}/career/${id}`);
    expect(ZVacancyResponse.parse((await get(open.id)).json()).data.isOpen).toBe(true);
    expect((await get(past.id)).json().data).toMatchObject({ isOpen: false, status: 'open' });
    expect((await get(closed.id)).json().data.isOpen).toBe(false);
    expect((await get(draft.id)).statusCode).toBe(404);
    expect((await get(999999)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(400);
  });
});

describe('applying', () => {
  it('takes one application per vacancy per person, then answers 409 with a clear message', async () => {
    const v = await makeVacancy();
    const me = await quickUser(t.db);
    const res = await client.post(`${V2}/career/apply`, await validApplication(me.headers, v.id), me.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'received',
      vacancy: { id: v.id, title: 'Pastry Chef' },
      phone: '9841234567',
      cv: { name: 'Sita-CV.pdf', contentType: 'application/pdf' },
    });
    expect(res.json().data.staffNote).toBeUndefined();
    const again = await client.post(
      `${V2}/career/apply`,
      await validApplication(me.headers, v.id),
      me.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already applied for this vacancy/);
    // Someone else may still apply.
    const other = await quickUser(t.db);
    const theirs = await client.post(
      `${V2}/career/apply`,
      await validApplication(other.headers, v.id),
      other.headers,
    );
    expect(theirs.statusCode).toBe(201);
  });

  it('refuses closed, past and draft vacancies', async () => {
    const me = await quickUser(t.db);
    const closed = await makeVacancy({ status: 'closed' });
    const past = await makeVacancy({ closingDate: addDays(todayKtm(), -1) });
    const draft = await makeVacancy({ status: 'draft' });
    for (const v of [closed, past]) {
      const res = await client.post(
        `${V2}/career/apply`,
        await validApplication(me.headers, v.id),
        me.headers,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This vacancy is closed and no longer takes applications');
    }
    const res = await client.post(
      `${V2}/career/apply`,
      await validApplication(me.headers, draft.id),
      me.headers,
    );
    expect(res.statusCode).toBe(404);
  });

  it('checks every field, naming each, and needs a signed-in person', async () => {
    const v = await makeVacancy();
    const me = await quickUser(t.db);
    const res = await client.post(
      `${V2}/career/apply`,
      {
        vacancyId: v.id,
        name: 'S',
        email: 'nope',
        phone: '01-4123456',
        coverLetter: 'Hi',
      },
      me.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['coverLetter', 'cvId', 'email', 'name', 'phone']);
    expect(res.json().errors.phone[0]).toMatch(/starting 96, 97 or 98/);
    expect(
      (await client.post(`${V2}/career/apply`, await validApplication(me.headers, v.id), {})).statusCode,
    ).toBe(401);
  });

  it("cannot attach someone else's CV; one's own goes again with the next application", async () => {
    const v = await makeVacancy();
    const v2 = await makeVacancy({ title: 'Rider' });
    const me = await quickUser(t.db);
    const thief = await quickUser(t.db);
    const body = await validApplication(me.headers, v.id);
    const stolen = await client.post(`${V2}/career/apply`, body, thief.headers);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.cvId[0]).toMatch(/Upload it again/);
    expect((await client.post(`${V2}/career/apply`, body, me.headers)).statusCode).toBe(201);
    const reused = await client.post(`${V2}/career/apply`, { ...body, vacancyId: v2.id }, me.headers);
    expect(reused.statusCode).toBe(201);
    expect(await t.db.select().from(careerCvs)).toHaveLength(1);
  });
});

describe('your applications', () => {
  it('lists only your own; any route with someone else’s id answers 404', async () => {
    const v = await makeVacancy();
    const me = await quickUser(t.db);
    const other = await quickUser(t.db);
    const mine = (
      await client.post(`${V2}/career/apply`, await validApplication(me.headers, v.id), me.headers)
    ).json().data;
    const list = ZMyJobApplicationsResponse.parse(
      (await client.get(`${V2}/profile/applications`, me.headers)).json(),
    );
    expect(list.data.applications.map((a) => a.id)).toEqual([mine.id]);
    const theirs = (await client.get(`${V2}/profile/applications`, other.headers)).json();
    expect(theirs.data.applications).toEqual([]);
    const steal = await client.post(
      `${V2}/profile/applications/${mine.id}/withdraw`,
      undefined,
      other.headers,
    );
    expect(steal.statusCode).toBe(404);
    expect((await client.get(`${V2}/profile/applications`)).statusCode).toBe(401);
  });

  it('withdraws while undecided, once, and not after an offer or a rejection', async () => {
    const me = await quickUser(t.db);
    const v = await makeVacancy();
    const app = (
      await client.post(`${V2}/career/apply`, await validApplication(me.headers, v.id), me.headers)
    ).json().data;
    const url = `${V2}/profile/applications/${app.id}/withdraw`;
    const res = await client.post(url, undefined, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('withdrawn');
    const twice = await client.post(url, undefined, me.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already withdrawn this application');
  });
});

describe('job preferences', () => {
  it('saves preferences and lists the open vacancies that match them', async () => {
    const me = await quickUser(t.db);
    await makeVacancy({ title: 'Pastry Chef' });
    await makeVacancy({ title: 'Rider', department: 'delivery', location: 'lalitpur' });
    await makeVacancy({ title: 'Old rider', department: 'delivery', status: 'closed' });
    const empty = (await client.get(`${V2}/profile/vacancy`, me.headers)).json();
    expect(empty.data).toEqual({ preferences: null, vacancies: [] });
    const saved = await client.put(
      `${V2}/profile/vacancy`,
      {
        departments: ['delivery', 'delivery'],
      },
      me.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.preferences).toEqual({ departments: ['delivery'], locations: [], types: [] });
    expect(saved.json().data.vacancies.map((v: { title: string }) => v.title)).toEqual(['Rider']);
    await client.put(`${V2}/profile/vacancy`, { departments: [], locations: ['kathmandu'] }, me.headers);
    const again = (await client.get(`${V2}/profile/vacancy`, me.headers)).json();
    expect(again.data.vacancies.map((v: { title: string }) => v.title)).toEqual(['Pastry Chef']);
    expect((await client.put(`${V2}/profile/vacancy`, { types: ['forever'] }, me.headers)).statusCode).toBe(
      400,
    );
  });
});
