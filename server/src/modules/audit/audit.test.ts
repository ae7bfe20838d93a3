import { ZAuditResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, createCakeOptions, createProduct } from '../../db/factories/index.ts';
import { auditLog, orderParts, stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { checkoutFixture, orderBody, placeOrderReq, shopper } from '../../test/shop.ts';

// Every dashboard write leaves an audit entry (reads do not), with secrets blanked and the
// before/after the service recorded; only admins read the log.

let shop: CheckoutFixture;
let partId: string;
let seller: Awaited<ReturnType<typeof quickUser>>;
let admin: Awaited<ReturnType<typeof quickUser>>;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  seller = await quickUser(t.db, { role: 'seller' });
  admin = await quickUser(t.db, { role: 'admin' });
  await t.db.update(stores).set({ ownerUserId: seller.user.id }).where(eq(stores.id, shop.store.id));
  const customer = await shopper(t.db, shop);
  const res = await placeOrderReq(t, customer, orderBody(shop, customer));
  expect(res.statusCode, res.body).toBe(201);
  const [part] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, res.json().data.orderId));
  partId = part.id;
});

const dash = api(t, { base: DASHBOARD });

async function readLog(query = '') {
  await t.app.afterAnswer.settled();
  const res = await dash.get(`audit${query}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZAuditResponse.parse(res.json());
}

describe('audit log', () => {
  it('records a write with who, what, target and before/after, and not a read', async () => {
    await dash.get('orders', seller.headers);
    await dash.get(`orders/${partId}`, seller.headers);
    const moved = await dash.post(
      `orders/${partId}/status`,
      {
        status: 'confirmed',
        note: '',
      },
      seller.headers,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const log = await readLog();
    expect(log.data.entries).toHaveLength(1);
    const [entry] = log.data.entries;
    expect(entry).toMatchObject({
      user: { id: seller.user.id, email: seller.user.email },
      role: 'seller',
      action: 'changeOrderStatus',
      actionLabel: 'Moved an order along',
      target: { kind: 'order', name: expect.stringMatching(/\S/) },
      method: 'POST',
      route: '/api/dashboard/v1/orders/:id/status',
      targetId: partId,
      status: 200,
      body: { status: 'confirmed', note: '' },
    });
    const [part] = await t.db.select().from(orderParts).where(eq(orderParts.id, partId));
    expect(entry.target).toEqual({ kind: 'order', name: part.number });
    expect(entry.changes).toEqual([
      {
        entity: 'order_part',
        entityLabel: 'Order part',
        entityId: partId,
        // Only what changed, in words; the payment's status stayed as it was.
        fields: [{ field: 'Status', before: 'placed', after: 'confirmed' }],
        before: { status: 'placed', paymentStatus: expect.any(String) },
        after: { status: 'confirmed', paymentStatus: expect.any(String) },
      },
    ]);
    expect(log.data.actions).toContainEqual({ id: 'changeOrderStatus', label: 'Moved an order along' });
    expect(log.meta?.pagination.total).toBe(1);
  });

  it('blanks passwords and tokens, and records refused writes without changes', async () => {
    const res = await dash.post(
      `orders/${partId}/status`,
      {
        status: 'teleported',
        password: 'hunter22',
        nested: { accessToken: 'abc', keep: 'me' },
      },
      seller.headers,
    );
    expect(res.statusCode).toBe(400);
    const [entry] = (await readLog()).data.entries;
    expect(entry.status).toBe(400);
    expect(entry.body).toEqual({
      status: 'teleported',
      password: '[redacted]',
      nested: { accessToken: '[redacted]', keep: 'me' },
    });
    expect(entry.changes).toEqual([]);
    const rows = await t.db.select().from(auditLog);
    expect(JSON.stringify(rows)).not.toContain('hunter22');
  });

  it('filters by user, action and date, and refuses sellers', async () => {
    await dash.post(`orders/${partId}/status`, { status: 'confirmed', note: '' }, seller.headers);
    await dash.post(`orders/${partId}/status`, { status: 'preparing', note: '' }, admin.headers);
    expect((await readLog()).data.entries.map((e) => e.role)).toEqual(['admin', 'seller']);
    const bySeller = await readLog(`?user=${encodeURIComponent(seller.user.email)}`);
    expect(bySeller.data.entries.map((e) => e.role)).toEqual(['seller']);
    expect((await readLog('?action=cakeChoices')).data.entries).toEqual([]);
    expect((await readLog('?action=orderstatus')).data.entries).toHaveLength(2);
    // A pick from the list is that action alone.
    expect((await readLog('?action=changeOrderStatus')).data.entries).toHaveLength(2);
    expect((await readLog('?action=refundDeliveredPart')).data.entries).toEqual([]);
    expect((await readLog('?from=2000-01-01&to=2000-01-02')).data.entries).toEqual([]);
    // A refused write whose id is not even well formed still lists, without a name.
    await dash.post('orders/not-an-id/status', { status: 'confirmed', note: '' }, admin.headers);
    const [odd] = (await readLog()).data.entries;
    expect(odd).toMatchObject({ targetId: 'not-an-id', target: null });
    const refused = await dash.get('audit', seller.headers);
    expect(refused.statusCode).toBe(403);
    expect((await dash.get('audit?from=yesterday', admin.headers)).statusCode).toBe(400);
  });

  it("records a cake's choices before and after a save", async () => {
    const opts = await createCakeOptions(t.db);
    const cake = await createProduct(t.db, {
      type: 'cake',
      name: 'Chocolate Drip Cake',
      storeId: shop.store.id,
      minPound: 1,
      maxPound: 10,
      pricePaisa: 140_000,
      pricePerPoundPaisa: 130_000,
      flavourId: opts.flavours.chocolate.id,
    });
    const saved = await dash.put(
      `cakes/${cake.id}/choices`,
      {
        ownFlavourId: opts.flavours.chocolate.id,
        flavourIds: [opts.flavours.chocolate.id],
        icingTypeIds: [],
        offersTaller: false,
        shapeIds: [opts.shapes.round.id],
        tiers: [1],
        minPound: 1,
        maxPound: 4,
        offersEggless: false,
        offersLessCream: false,
      },
      seller.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = (await readLog('?action=updateCakeChoices')).data.entries;
    expect(entry.targetId).toBe(cake.id);
    expect(entry).toMatchObject({
      actionLabel: "Changed a cake's choices",
      target: { kind: 'cake', name: 'Chocolate Drip Cake' },
    });
    const [change] = entry.changes;
    expect(change).toMatchObject({ entity: 'cake', entityId: cake.id, after: { maxPound: 4 } });
    expect(change.before).toMatchObject({ maxPound: 10 });
    expect(change.fields).toContainEqual({ field: 'Max pound', before: '10', after: '4' });
  });
});
