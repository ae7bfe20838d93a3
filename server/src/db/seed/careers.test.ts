import { describe, expect } from 'vitest';
import { sniffCvType } from '../../modules/careers/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { seedDemoCareers } from './careers.ts';

describe('demo careers', () => {
  it('opens four vacancies, closes one, and gives the demo customer two applications with a PDF CV', async () => {
    const me = await quickUser(t.db, { email: 'customer@upahar.demo' });
    await seedDemoCareers(t.db);
    const list = (await t.app.inject({ method: 'GET', url: '/api/V2/careers' })).json();
    expect(list.data.vacancies.map((v: { title: string }) => v.title).sort()).toEqual([
      'Customer Care Associate (Nepali & English)',
      'Delivery Rider (Lalitpur)',
      'Digital Marketing Intern',
      'Pastry Chef (Baneshwor kitchen)',
    ]);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/V2/profile/applications', headers: me.headers })
    ).json();
    expect(mine.data.applications.map((a: { status: string }) => a.status).sort()).toEqual([
      'rejected',
      'shortlisted',
    ]);
    const admin = await quickUser(t.db, { role: 'admin' });
    const apps = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/v1/job-applications', headers: admin.headers })
    ).json().data.applications;
    expect(apps).toHaveLength(2);
    const cv = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/v1/job-applications/${apps[0].id}/cv`,
      headers: admin.headers,
    });
    expect(sniffCvType(cv.rawPayload)).toBe('application/pdf');
  });
});
