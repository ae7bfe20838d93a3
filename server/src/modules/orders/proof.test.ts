import { ZDashboardOrderResponse, ZOrderDetailResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, createStore } from '../../db/factories/index.ts';
import { deliveryProofs, orderParts, outbox, storeStaff, stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';

// A part is marked delivered with its proof by the store's team: who received it, when, where,
// and a photo that only the order's shopper, the store's team and admins can open.

type Account = Awaited<ReturnType<typeof quickUser>>;
let shop: CheckoutFixture;
let customer: Shopper;
let orderId: string;
let partId: string;
let packer: Account;
let owner: Account;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  owner = await quickUser(t.db, { role: 'seller' });
  packer = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: owner.user.id }).where(eq(stores.id, shop.store.id));
  await t.db.insert(storeStaff).values({ storeId: shop.store.id, userId: packer.user.id, role: 'packer' });
  customer = await shopper(t.db, shop);
  const res = await placeOrderReq(t, customer, orderBody(shop, customer));
  expect(res.statusCode, res.body).toBe(201);
  orderId = res.json().data.orderId;
  [{ id: partId }] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
  for (const status of ['confirmed', 'preparing', 'out_for_delivery']) {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/v1/orders/${partId}/status`,
      headers: owner.headers,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
});

const deliver = async (
  headers: Record<string, string>,
  fields: Record<string, string>,
  photo: { name: string; type: string; bytes: Buffer } | null | 'png' = 'png',
) => {
  const file = photo === 'png' ? { name: 'door.png', type: 'image/png', bytes: await png(60, 40) } : photo;
  const body = multipart({ early: 'true', ...fields }, file, 'photo');
  return t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/orders/${partId}/deliver`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const detail = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/V2/order-detail?orderId=${orderId}`,
    headers: customer.headers,
  });
  return ZOrderDetailResponse.parse(res.json()).data.order;
};

describe('proof of delivery', () => {
  it("the store's packer delivers with a photo; the shopper sees the proof and is e-mailed a signed link", async () => {
    const res = await deliver(packer.headers, { receivedBy: 'Sita Tamang', lat: '27.7172', lng: '85.324' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDashboardOrderResponse.parse(res.json()).data.order.status).toBe('delivered');
    const part = (await detail()).parts[0];
    expect(part.status).toBe('delivered');
    expect(part.proof).toMatchObject({ receivedBy: 'Sita Tamang', lat: 27.7172, lng: 85.324 });
    const photo = part.proof?.photoUrl as string;
    expect(photo).toMatch(/^\/api\/V2\/delivery-proofs\/.+\/photo\?exp=\d+&sig=/);
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const mails = await t.db.select().from(outbox);
    const mail = mails.find((r) => JSON.stringify(r).includes('Sita Tamang'));
    expect(mail, 'the delivered e-mail carries the proof').toBeTruthy();
    expect(JSON.stringify(mail)).toContain('/api/V2/delivery-proofs/');
    expect(JSON.stringify(mail)).toContain('openstreetmap.org');
  });

  it('the photo is not reachable without a valid signature, nor under /uploads', async () => {
    expect((await deliver(owner.headers, { receivedBy: 'Hari' })).statusCode).toBe(200);
    const url = (await detail()).parts[0].proof?.photoUrl as string;
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const later = url.replace(/exp=\d+/, 'exp=1000');
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(404);
    const bare = url.split('?')[0];
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(400);
    const [row] = await t.db.select().from(deliveryProofs).where(eq(deliveryProofs.partId, partId));
    expect(row.photoBytes?.length).toBeGreaterThan(0);
  });

  it('another store is a 404, a shopper is refused, and nothing is delivered', async () => {
    const other = await quickUser(t.db, { role: 'seller' });
    await createStore(t.db, { ownerUserId: other.user.id });
    expect((await deliver(other.headers, { receivedBy: 'Hari' })).statusCode).toBe(404);
    const asShopper = await deliver(customer.headers, { receivedBy: 'Hari' });
    expect([401, 403, 404]).toContain(asShopper.statusCode);
    expect((await detail()).parts[0].status).toBe('out_for_delivery');
  });

  it('refuses a missing name, a bad or future time, a time before it went out, no photo and a non-image', async () => {
    const cases: [Record<string, string>, Parameters<typeof deliver>[2], number, string][] = [
      [{}, 'png', 400, 'receivedBy'],
      [{ receivedBy: 'Hari', deliveredAt: 'yesterday' }, 'png', 400, 'deliveredAt'],
      [
        { receivedBy: 'Hari', deliveredAt: new Date(Date.now() + 3_600_000).toISOString() },
        'png',
        400,
        'deliveredAt',
      ],
      [{ receivedBy: 'Hari', deliveredAt: '2020-01-01T10:00:00+05:45' }, 'png', 400, 'deliveredAt'],
      [{ receivedBy: 'Hari', lat: '27.7' }, 'png', 400, 'lat'],
      [{ receivedBy: 'Hari' }, null, 400, 'photo'],
    ];
    for (const [fields, photo, status, field] of cases) {
      const res = await deliver(packer.headers, fields, photo);
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(status);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    const text = { name: 'door.png', type: 'image/png', bytes: Buffer.from('not a picture at all') };
    expect((await deliver(packer.headers, { receivedBy: 'Hari' }, text)).statusCode).toBe(415);
    expect((await detail()).parts[0].status).toBe('out_for_delivery');
    expect(await t.db.select().from(deliveryProofs)).toEqual([]);
  });

  it('an admin may deliver without a photo', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const res = await deliver(admin.headers, { receivedBy: 'Gita' }, null);
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail()).parts[0].proof).toMatchObject({ receivedBy: 'Gita', photoUrl: null });
  });

  it("a complaint points to the part's proof, and staff see the reference", async () => {
    expect((await deliver(packer.headers, { receivedBy: 'Hari' })).statusCode).toBe(200);
    const complain = (proofPartId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/order-complain',
        headers: customer.headers,
        payload: {
          orderId,
          subject: 'Wrong door',
          message: 'The photo shows a door that is not mine.',
          proofPartId,
        },
      });
    expect((await complain(orderId)).statusCode).toBe(400);
    const res = await complain(partId);
    expect(res.statusCode, res.body).toBe(200);
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/v1/orders/${partId}`,
      headers: packer.headers,
    });
    const order = ZDashboardOrderResponse.parse(staff.json()).data.order;
    expect(order.complaints.map((c) => c.proofPartId)).toEqual([partId]);
    expect(order.parts[0].proof?.receivedBy).toBe('Hari');
  });

  it('taking the delivery back drops its proof', async () => {
    expect((await deliver(packer.headers, { receivedBy: 'Hari' })).statusCode).toBe(200);
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/v1/orders/${partId}/undo`,
      headers: packer.headers,
      payload: { status: 'delivered' },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await detail()).parts[0]).toMatchObject({ status: 'out_for_delivery', proof: null });
  });
});
