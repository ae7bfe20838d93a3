import { ZApplicationsResponse, ZSellerApplicationResponse } from '@upahar/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createStore } from '../../db/factories/index.ts';
import {
  auditChanges,
  sellerApplications,
  storeDeliveryLocations,
  stores,
  users,
} from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { slugOf } from './slug.ts';
import { choices, client, mailsTo, validApplication } from './test-kit.ts';

const DASH = '/api/dashboard/v1/applications';

async function applied(name = 'Mithai Ghar', role: 'customer' | 'seller' = 'customer') {
  const c = await choices();
  const me = await quickUser(t.db, { role });
  const res = await client.post(
    '/api/V2/seller-applications',
    await validApplication(me.headers, c, { businessName: name }),
    me.headers,
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  return { me, c, id: res.json().data.id as string };
}

describe('reviewing applications', () => {
  it('is for admins only: sellers and customers get 403, strangers 401', async () => {
    const { id } = await applied();
    const seller = await quickUser(t.db, { role: 'seller' });
    const customer = await quickUser(t.db);
    for (const who of [seller, customer]) {
      for (const [method, url, body] of [
        ['GET', DASH],
        ['GET', `${DASH}/${id}`],
        ['POST', `${DASH}/${id}/approve`],
        ['POST', `${DASH}/${id}/reject`, { reason: 'Not a bakery' }],
        ['POST', `${DASH}/${id}/needs-changes`, { note: 'Add your PAN card' }],
      ] as const) {
        const res = await client.request(method, url, body, who.headers);
        expect(res.statusCode, `${who.user.role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await client.get(DASH)).statusCode).toBe(401);
  });

  it('lists by status and business name, a page at a time', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    await applied('Mithai Ghar');
    const other = await applied('Phool Pasal');
    await client.post(`${DASH}/${other.id}/reject`, { reason: 'We have enough florists' }, admin.headers);
    const all = ZApplicationsResponse.parse((await client.get(DASH, admin.headers)).json());
    expect(all.data.applications.map((a) => a.businessName).sort()).toEqual(['Mithai Ghar', 'Phool Pasal']);
    expect(all.meta?.pagination).toMatchObject({ total: 2, currentPage: 1, totalPages: 1 });
    const open = (await client.get(`${DASH}?status=submitted`, admin.headers)).json();
    expect(open.data.applications.map((a: { businessName: string }) => a.businessName)).toEqual([
      'Mithai Ghar',
    ]);
    const found = (await client.get(`${DASH}?q=pasal`, admin.headers)).json();
    expect(found.data.applications).toHaveLength(1);
    expect(found.data.applications[0]).toMatchObject({ status: 'rejected', district: 'Lalitpur' });
    expect((await client.get(`${DASH}?q=100%25`, admin.headers)).json().data.applications).toEqual([]);
    expect((await client.get(`${DASH}?status=open`, admin.headers)).statusCode).toBe(400);
    const detail = ZSellerApplicationResponse.parse(
      (await client.get(`${DASH}/${other.id}`, admin.headers)).json(),
    );
    expect(detail.data).toMatchObject({ adminNote: 'We have enough florists', panNumber: '601234567' });
    expect(detail.data.documents[0].url).toMatch(/^\/api\/V2\/seller-documents\//);
  });

  it('approves: a store with a unique slug, owned by the applicant, who becomes a seller', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    await createStore(t.db, { slug: 'mithai-ghar', name: 'Mithai Ghar Old' });
    const { me, id } = await applied('Mithai Ghar');
    const res = await client.post(`${DASH}/${id}/approve`, undefined, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const app = ZSellerApplicationResponse.parse(res.json()).data;
    expect(app.status).toBe('approved');
    expect(app.store).toMatchObject({ slug: 'mithai-ghar-2', name: 'Mithai Ghar' });
    const [store] = await t.db.select().from(stores).where(eq(stores.slug, 'mithai-ghar-2'));
    expect(store).toMatchObject({
      ownerUserId: me.user.id,
      city: 'Lalitpur',
      district: 'Lalitpur',
      address: 'Jawalakhel, near the zoo',
      phone: '9841234567',
    });
    const [user] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, me.user.id));
    expect(user.role).toBe('seller');
    // It delivers where the application said.
    const [application] = await t.db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
    const served = await t.db
      .select({ id: storeDeliveryLocations.locationId })
      .from(storeDeliveryLocations)
      .where(eq(storeDeliveryLocations.storeId, store.id));
    expect(served.map((p) => p.id).sort()).toEqual([...application.locationIds].sort());
    expect(await mailsTo(me.user.email)).toContain('Welcome to Upahar: Mithai Ghar is approved');
    // The new seller's dashboard answers now.
    expect((await client.get('/api/dashboard/v1/orders', me.headers)).statusCode).toBe(200);
    const mine = (await client.get('/api/V2/my-businesses', me.headers)).json().data;
    expect(mine.stores.map((s: { slug: string }) => s.slug)).toEqual(['mithai-ghar-2']);
    // Decided once: a second decision is a 409.
    expect((await client.post(`${DASH}/${id}/approve`, undefined, admin.headers)).statusCode).toBe(409);
    // A third store of the same name gets the next free suffix.
    const next = await applied('Mithai Ghar');
    const third = await client.post(`${DASH}/${next.id}/approve`, undefined, admin.headers);
    expect(third.json().data.store.slug).toBe('mithai-ghar-3');
  });

  it('a seller who applies for a second store stays a seller', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const { me, id } = await applied('Second Shop', 'seller');
    await client.post(`${DASH}/${id}/approve`, undefined, admin.headers);
    const [user] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, me.user.id));
    expect(user.role).toBe('seller');
  });

  it('asks for changes with a note; the applicant edits and sends it again', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const { me, c, id } = await applied();
    const noNote = await client.post(`${DASH}/${id}/needs-changes`, { note: '' }, admin.headers);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note[0]).toMatch(/what the applicant should change/);
    const res = await client.post(
      `${DASH}/${id}/needs-changes`,
      {
        note: 'Please add your VAT certificate',
      },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'needs_changes',
      adminNote: 'Please add your VAT certificate',
    });
    expect(await mailsTo(me.user.email)).toContain('Please update your application for Mithai Ghar');
    // Still open: no second application meanwhile.
    const second = await client.post(
      '/api/V2/seller-applications',
      await validApplication(me.headers, c),
      me.headers,
    );
    expect(second.statusCode).toBe(409);

    const before = (await client.get(`/api/V2/seller-applications/${id}`, me.headers)).json().data;
    const edited = await validApplication(me.headers, c, { businessName: 'Mithai Ghar Pvt Ltd' });
    const again = await client.put(
      `/api/V2/seller-applications/${id}`,
      {
        ...edited,
        documentIds: [...edited.documentIds, before.documents[0].id],
      },
      me.headers,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'submitted', businessName: 'Mithai Ghar Pvt Ltd' });
    expect(again.json().data.documents).toHaveLength(2);
    expect(await mailsTo(me.user.email)).toContain('We received your application for Mithai Ghar Pvt Ltd');
  });

  it('rejects with a reason, e-mails it, and lets the person apply again later', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const { me, c, id } = await applied();
    expect((await client.post(`${DASH}/${id}/reject`, {}, admin.headers)).statusCode).toBe(400);
    const res = await client.post(
      `${DASH}/${id}/reject`,
      {
        reason: 'We could not verify the PAN',
      },
      admin.headers,
    );
    expect(res.json().data).toMatchObject({ status: 'rejected', adminNote: 'We could not verify the PAN' });
    expect(await mailsTo(me.user.email)).toContain('Your application for Mithai Ghar');
    expect((await client.post(`${DASH}/${id}/approve`, undefined, admin.headers)).statusCode).toBe(409);
    const fresh = await client.post(
      '/api/V2/seller-applications',
      await validApplication(me.headers, c),
      me.headers,
    );
    expect(fresh.statusCode).toBe(201);
    expect((await client.get(`${DASH}/00000000-0000-4000-8000-000000000000`, admin.headers)).statusCode).toBe(
      404,
    );
  });

  it('keeps each decision, before and after, in the audit log', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const { me, c, id } = await applied('Lakeside Sweets');
    await client.post(`${DASH}/${id}/needs-changes`, { note: 'Add the PAN card' }, admin.headers);
    await client.put(`/api/V2/seller-applications/${id}`, await validApplication(me.headers, c), me.headers);
    const approved = await client.post(`${DASH}/${id}/approve`, undefined, admin.headers);
    const storeId = approved.json().data.store.id;
    const changes = await t.db
      .select({ before: auditChanges.before, after: auditChanges.after })
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'seller-application'), eq(auditChanges.entityId, id)))
      .orderBy(asc(auditChanges.createdAt));
    expect(changes).toEqual([
      {
        before: { status: 'submitted', adminNote: null },
        after: { status: 'needs_changes', adminNote: 'Add the PAN card' },
      },
      {
        before: { status: 'submitted', adminNote: 'Add the PAN card' },
        after: { status: 'approved', adminNote: null, storeId },
      },
    ]);
  });

  it('derives slugs from names', () => {
    expect(slugOf('Mithai Ghar & Sons!')).toBe('mithai-ghar-sons');
    expect(slugOf('Café Crème')).toBe('cafe-creme');
    expect(slugOf('मिठाई घर')).toBe('store');
  });
});
