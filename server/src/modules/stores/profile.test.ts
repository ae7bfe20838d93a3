import { ZStoreProfileResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createDeliveryLocation, createProduct, createStore } from '../../db/factories/index.ts';
import { stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// The store's page as its owner edits it: words, contact, opening hours and pictures, shown on
// the storefront at once; nobody else's store can be touched.

type Account = Awaited<ReturnType<typeof quickUser>>;
const dash = api(t, { base: DASHBOARD });

const week = (h: { opens: string; closes: string } | null) => [null, h, h, h, h, h, h];
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Annapurna Bakers',
  city: 'Lazimpat',
  address: 'Lazimpat Road, Kathmandu',
  phone: '014412345',
  email: 'orders@annapurna.example',
  description: 'Black forest since 1998.',
  openingHours: week({ opens: '08:00', closes: '20:00' }),
  ...over,
});

async function setup() {
  const owner = await quickUser(t.db, { role: 'seller' });
  const store = await createStore(t.db, { name: 'Old Name', ownerUserId: owner.user.id });
  return { owner, store };
}

function upload(who: Account, storeId: number, kind: string, bytes: Buffer, type = 'image/png') {
  const b = multipart({}, { name: 'logo.png', type, bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/stores/${storeId}/images/${kind}`,
    headers: { ...who.headers, ...b.headers },
    payload: b.payload,
  });
}

describe('store page', () => {
  it('the owner changes words, contact and hours, and the storefront shows them at once', async () => {
    const { owner, store } = await setup();
    const before = await t.app.inject({ method: 'GET', url: `/api/V2/store/${store.slug}` });
    expect(before.json().data.store.openingHours).toBeNull();
    const res = await dash.put(`stores/${store.id}/profile`, body(), owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZStoreProfileResponse.parse(res.json()).data.store.name).toBe('Annapurna Bakers');
    const page = (await t.app.inject({ method: 'GET', url: `/api/V2/store/${store.slug}` })).json().data
      .store;
    expect(page).toMatchObject({
      name: 'Annapurna Bakers',
      city: 'Lazimpat',
      description: 'Black forest since 1998.',
    });
    expect(page.openingHours).toEqual(week({ opens: '08:00', closes: '20:00' }));
  });

  it('keeps a same-day cut-off hour within the shop’s day, and clears it', async () => {
    const { owner, store } = await setup();
    const save = (sameDayCutoffHour: unknown) =>
      dash.put(`stores/${store.id}/profile`, body({ sameDayCutoffHour }), owner);
    const saved = await save(14);
    expect(ZStoreProfileResponse.parse(saved.json()).data.store.sameDayCutoffHour).toBe(14);
    const message = 'Choose a whole hour from 8 am to 5 pm, or no earlier cut-off';
    for (const wrong of [7, 18, 12.5, 'noon']) {
      const res = await save(wrong);
      expect([res.statusCode, res.json().errors?.sameDayCutoffHour], String(wrong)).toEqual([400, [message]]);
    }
    const cleared = await save(null);
    expect(ZStoreProfileResponse.parse(cleared.json()).data.store.sameDayCutoffHour).toBeNull();
  });

  it('refuses bad input with the field’s message and keeps the page as it was', async () => {
    const { owner, store } = await setup();
    const bad = async (over: Record<string, unknown>) => {
      const res = await dash.put(`stores/${store.id}/profile`, body(over), owner);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ phone: '12345' })).toContain(
      'Enter a Nepali phone number, e.g. 9841234567 or 014412345',
    );
    expect(await bad({ name: ' ' })).toContain('Enter the store’s name');
    expect(await bad({ openingHours: week({ opens: '20:00', closes: '08:00' }) })).toContain(
      'It closes after it opens',
    );
    expect(await bad({ openingHours: week({ opens: '8am', closes: '20:00' }) })).toContain(
      'Use a time like 09:30',
    );
    expect(await bad({ openingHours: [null] })).toContain('Give the hours of all seven days');
    const now = ZStoreProfileResponse.parse((await dash.get(`stores/${store.id}/profile`, owner)).json());
    expect(now.data.store.name).toBe('Old Name');
  });

  it('takes a logo re-encoded as WebP, drops the one it replaces, and refuses what is not an image', async () => {
    const { owner, store } = await setup();
    const first = await upload(owner, store.id, 'logo', await png(64, 64));
    expect(first.statusCode, first.body).toBe(200);
    const logo = ZStoreProfileResponse.parse(first.json()).data.store.logo ?? '';
    expect(logo).toMatch(/^\/media\/stores\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const second = await upload(owner, store.id, 'logo', await png(32, 32));
    expect(ZStoreProfileResponse.parse(second.json()).data.store.logo).not.toBe(logo);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    const fake = await upload(owner, store.id, 'banner', Buffer.from('<svg onload="alert(1)"/>'));
    expect(fake.statusCode).toBe(415);
    expect((await upload(owner, store.id, 'poster', await png())).statusCode).toBe(400);
  });

  it('a store that lists the places it serves delivers there and nowhere else', async () => {
    const { owner, store } = await setup();
    await t.db.update(stores).set({ lat: 27.7218, lng: 85.3207 }).where(eq(stores.id, store.id));
    const near = await createDeliveryLocation(t.db, { name: 'Lazimpat', lat: 27.7215, lng: 85.3205 });
    const also = await createDeliveryLocation(t.db, { name: 'Thamel', lat: 27.7154, lng: 85.3123 });
    const cake = await createProduct(t.db, { storeId: store.id });
    const check = async (locationId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/V2/check-delivery-location-eligibility?productId=${cake.id}&locationId=${locationId}`,
        })
      ).json().data;
    expect([(await check(near.id)).eligible, (await check(also.id)).eligible]).toEqual([true, true]);
    const res = await dash.put(`stores/${store.id}/profile`, body({ deliveryLocationIds: [near.id] }), owner);
    expect(ZStoreProfileResponse.parse(res.json()).data.store.deliveryLocationIds).toEqual([near.id]);
    expect((await check(near.id)).eligible).toBe(true);
    expect(await check(also.id)).toMatchObject({
      eligible: false,
      message: 'Annapurna Bakers does not deliver to Thamel',
    });
    const bad = await dash.put(`stores/${store.id}/profile`, body({ deliveryLocationIds: [999999] }), owner);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Choose delivery locations from the list']);
    await dash.put(`stores/${store.id}/profile`, body({ deliveryLocationIds: [] }), owner);
    expect((await check(also.id)).eligible).toBe(true);
  });

  it('is the store’s business: other sellers 404, customers 403', async () => {
    const { store } = await setup();
    const rival = await quickUser(t.db, { role: 'seller' });
    expect((await dash.get(`stores/${store.id}/profile`, rival)).statusCode).toBe(404);
    expect((await dash.put(`stores/${store.id}/profile`, body(), rival)).statusCode).toBe(404);
    expect((await upload(rival, store.id, 'logo', await png())).statusCode).toBe(404);
    expect((await dash.get(`stores/${store.id}/profile`, await quickUser(t.db))).statusCode).toBe(403);
    const admin = await quickUser(t.db, { role: 'admin' });
    expect((await dash.put(`stores/${store.id}/profile`, body(), admin)).statusCode).toBe(200);
  });
});
