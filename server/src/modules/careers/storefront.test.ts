import { addDays, ZMyJobApplicationsResponse, ZVacanciesResponse, ZVacancyResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { careerCvs } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, makeVacancy, todayKtm, validApplication } from './test-kit.ts';

const V2 = '/api/V2';

describe('vacancies', () => {
  it('lists only open vacancies whose closing date has not passed, soonest closing first', async () => {
    const soon = await makeVacancy({ title: 'Delivery Rider', closingDate: todayKtm() });
    const later = await makeVacancy({ title: 'Pastry Chef', closingDate: addDays(todayKtm(), 20) });
    await makeVacancy({ title: 'Past', closingDate: addDays(todayKtm(), -1) });
    await makeVacancy({ title: 'Closed', status: 'closed' });
    await makeVacancy({ title: 'Draft', status: 'draft' });
    const res = ZVacanciesResponse.parse((await api('GET', `${V2}/careers`)).json());
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
      (await api('GET', `${V2}/careers?${qs}`)).json().data.vacancies.map((v: { title: string }) => v.title);
    expect(await titles('department=delivery')).toEqual(['Rider']);
    // A filter form sends its "any" choices empty.
    expect(await titles('department=delivery&location=&type=')).toEqual(['Rider']);
    expect(await titles('location=kathmandu')).toEqual(['Pastry Chef', 'Intern']);
    expect(await titles('type=internship')).toEqual(['Intern']);
    expect(await titles('department=kitchen&type=part_time')).toEqual([]);
    const bad = await api('GET', `${V2}/careers?department=spaceship`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.department[0]).toMatch(/department/);
  });

  it('pages twelve at a time', async () => {
    for (let i = 0; i < 14; i++)
      await makeVacancy({ title: `Job ${i}`, closingDate: addDays(todayKtm(), i) });
    const one = (await api('GET', `${V2}/careers`)).json();
    expect(one.data.vacancies).toHaveLength(12);
    expect(one.meta.pagination).toMatchObject({ total: 14, perPage: 12, totalPages: 2 });
    const two = (await api('GET', `${V2}/careers?page=2`)).json();
    expect(two.data.vacancies.map((v: { title: string }) => v.title)).toEqual(['Job 12', 'Job 13']);
    expect((await api('GET', `${V2}/careers?page=0`)).statusCode).toBe(400);
  });

  it('shows a closed or past vacancy as closed, and answers 404 for drafts and unknown ids', async () => {
    const open = await makeVacancy();
    const past = await makeVacancy({ closingDate: addDays(todayKtm(), -3) });
    const closed = await makeVacancy({ status: 'closed' });
    const draft = await makeVacancy({ status: 'draft' });
    const get = (id: number | string) => api('GET', `${V2}/career/${id}`);
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
    const res = await api('POST', `${V2}/career/apply`, me.headers, await validApplication(me.headers, v.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'received',
      vacancy: { id: v.id, title: 'Pastry Chef' },
      phone: '9841234567',
      cv: { name: 'Sita-CV.pdf', contentType: 'application/pdf' },
    });
    expect(res.json().data.staffNote).toBeUndefined();
    const again = await api(
      'POST',
      `${V2}/career/apply`,
      me.headers,
      await validApplication(me.headers, v.id),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already applied for this vacancy/);
    // Someone else may still apply.
    const other = await quickUser(t.db);
    const theirs = await api(
      'POST',
      `${V2}/career/apply`,
      other.headers,
      await validApplication(other.headers, v.id),
    );
    expect(theirs.statusCode).toBe(201);
  });

  it('refuses closed, past and draft vacancies', async () => {
    const me = await quickUser(t.db);
    const closed = await makeVacancy({ status: 'closed' });
    const past = await makeVacancy({ closingDate: addDays(todayKtm(), -1) });
    const draft = await makeVacancy({ status: 'draft' });
    for (const v of [closed, past]) {
      const res = await api(
        'POST',
        `${V2}/career/apply`,
        me.headers,
        await validApplication(me.headers, v.id),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This vacancy is closed and no longer takes applications');
    }
    const res = await api(
      'POST',
      `${V2}/career/apply`,
      me.headers,
      await validApplication(me.headers, draft.id),
    );
    expect(res.statusCode).toBe(404);
  });

  it('checks every field, naming each, and needs a signed-in person', async () => {
    const v = await makeVacancy();
    const me = await quickUser(t.db);
    const res = await api('POST', `${V2}/career/apply`, me.headers, {
      vacancyId: v.id,
      name: 'S',
      email: 'nope',
      phone: '01-4123456',
      coverLetter: 'Hi',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['coverLetter', 'cvId', 'email', 'name', 'phone']);
    expect(res.json().errors.phone[0]).toMatch(/starting 96, 97 or 98/);
    expect(
      (await api('POST', `${V2}/career/apply`, {}, await validApplication(me.headers, v.id))).statusCode,
    ).toBe(401);
  });

  it("cannot attach someone else's CV; one's own goes again with the next application", async () => {
    const v = await makeVacancy();
    const v2 = await makeVacancy({ title: 'Rider' });
    const me = await quickUser(t.db);
    const thief = await quickUser(t.db);
    const body = await validApplication(me.headers, v.id);
    const stolen = await api('POST', `${V2}/career/apply`, thief.headers, body);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.cvId[0]).toMatch(/Upload it again/);
    expect((await api('POST', `${V2}/career/apply`, me.headers, body)).statusCode).toBe(201);
    const reused = await api('POST', `${V2}/career/apply`, me.headers, { ...body, vacancyId: v2.id });
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
      await api('POST', `${V2}/career/apply`, me.headers, await validApplication(me.headers, v.id))
    ).json().data;
    const list = ZMyJobApplicationsResponse.parse(
      (await api('GET', `${V2}/profile/applications`, me.headers)).json(),
    );
    expect(list.data.applications.map((a) => a.id)).toEqual([mine.id]);
    const theirs = (await api('GET', `${V2}/profile/applications`, other.headers)).json();
    expect(theirs.data.applications).toEqual([]);
    const steal = await api('POST', `${V2}/profile/applications/${mine.id}/withdraw`, other.headers);
    expect(steal.statusCode).toBe(404);
    expect((await api('GET', `${V2}/profile/applications`)).statusCode).toBe(401);
  });

  it('withdraws while undecided, once, and not after an offer or a rejection', async () => {
    const me = await quickUser(t.db);
    const v = await makeVacancy();
    const app = (
      await api('POST', `${V2}/career/apply`, me.headers, await validApplication(me.headers, v.id))
    ).json().data;
    const url = `${V2}/profile/applications/${app.id}/withdraw`;
    const res = await api('POST', url, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('withdrawn');
    const twice = await api('POST', url, me.headers);
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
    const empty = (await api('GET', `${V2}/profile/vacancy`, me.headers)).json();
    expect(empty.data).toEqual({ preferences: null, vacancies: [] });
    const saved = await api('PUT', `${V2}/profile/vacancy`, me.headers, {
      departments: ['delivery', 'delivery'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.preferences).toEqual({ departments: ['delivery'], locations: [], types: [] });
    expect(saved.json().data.vacancies.map((v: { title: string }) => v.title)).toEqual(['Rider']);
    await api('PUT', `${V2}/profile/vacancy`, me.headers, { departments: [], locations: ['kathmandu'] });
    const again = (await api('GET', `${V2}/profile/vacancy`, me.headers)).json();
    expect(again.data.vacancies.map((v: { title: string }) => v.title)).toEqual(['Pastry Chef']);
    expect((await api('PUT', `${V2}/profile/vacancy`, me.headers, { types: ['forever'] })).statusCode).toBe(
      400,
    );
  });
});
