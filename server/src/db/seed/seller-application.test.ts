import { describe, expect } from 'vitest';
import { sniffDocumentType } from '../../modules/sellers/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { createCategory, createDeliveryLocation, createUser } from '../factories/index.ts';
import { seedDemoApplication, seedDemoInterests } from './seller-application.ts';

describe('demo seller application', () => {
  it('leaves one submitted application with a PDF for the admins to review', async () => {
    await createUser(t.db, { email: 'applicant@upahar.demo' });
    await createDeliveryLocation(t.db, { district: 'Bhaktapur' });
    await createCategory(t.db, { name: 'Cakes' });
    await seedDemoApplication(t.db);
    const admin = await quickUser(t.db, { role: 'admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/v1/applications',
      headers: admin.headers,
    });
    const [card] = list.json().data.applications;
    expect(card).toMatchObject({ status: 'submitted', businessName: 'Mithai Ghar', district: 'Bhaktapur' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/v1/applications/${card.id}`,
      headers: admin.headers,
    });
    const doc = await t.app.inject({
      method: 'GET',
      url: detail.json().data.documents[0].url,
      headers: admin.headers,
    });
    expect(doc.statusCode).toBe(200);
    expect(sniffDocumentType(doc.rawPayload)).toBe('application/pdf');
  });

  it('leaves enquiries from would-be sellers, two of them still to answer', async () => {
    await seedDemoInterests(t.db);
    const admin = await quickUser(t.db, { role: 'admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/v1/seller-interests?state=all',
      headers: admin.headers,
    });
    // Other tests of this worker may have written enquiries too: only the demo ones are compared.
    const demo = ['Rojina Home Bakes', 'Himalayan Flowers', 'Pokhara Chocolate House'];
    const found = list.json().data.interests as { businessName: string; handledAt: string | null }[];
    const mine = found.filter((i) => demo.includes(i.businessName));
    expect(mine.map((i) => [i.businessName, i.handledAt === null])).toEqual([
      ['Rojina Home Bakes', true],
      ['Himalayan Flowers', true],
      ['Pokhara Chocolate House', false],
    ]);
  });
});
