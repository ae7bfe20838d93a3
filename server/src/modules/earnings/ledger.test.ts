import { ZEarningsSummaryResponse, ZLedgerResponse, ZRecordPayoutResponse } from '@upahar/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, createCoupon, createVoucher } from '../../db/factories/index.ts';
import { ledgerEntries, orderParts, stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { balanceOf } from './posting.ts';

// A delivered part credits its store the items less the commission; the shop keeps the
// commission and the delivery charge it earned. Every amount here is exact, in paisa: the fixture
// sells a Rs 1,500 hamper delivered to Thamel for Rs 100.

let shop: CheckoutFixture;
let seller: Awaited<ReturnType<typeof quickUser>>;
let admin: Awaited<ReturnType<typeof quickUser>>;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  seller = await quickUser(t.db, { role: 'seller' });
  admin = await quickUser(t.db, { role: 'admin' });
  // Upahar's riders deliver for it, unless a test says otherwise.
  await t.db
    .update(stores)
    .set({ ownerUserId: seller.user.id, deliveredBy: 'shop' })
    .where(eq(stores.id, shop.store.id));
});

const dash = api(t, { base: DASHBOARD });

/** Places the shopper's cart (after `before`, e.g. a coupon) and delivers it; returns its one part. */
async function placeAndDeliver(buyer: Shopper, over: Record<string, unknown> = {}) {
  const placed = await placeOrderReq(t, buyer, orderBody(shop, buyer, over));
  expect(placed.statusCode, placed.body).toBe(201);
  const [part] = await t.db
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, placed.json().data.orderId));
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    const res = await dash.post(`orders/${part.id}/status`, { status, note: '', early: true }, seller);
    expect(res.statusCode, res.body).toBe(200);
  }
  return part;
}

const entriesOf = (partId: string) =>
  t.db
    .select({ storeId: ledgerEntries.storeId, kind: ledgerEntries.kind, amount: ledgerEntries.amountPaisa })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.partId, partId))
    .orderBy(ledgerEntries.id);

describe('the sellers’ ledger', () => {
  it('a delivered part credits the items less 10 %; the shop keeps the commission and its delivery charge', async () => {
    const part = await placeAndDeliver(await shopper(t.db, shop));
    expect(await entriesOf(part.id)).toEqual([
      { storeId: shop.store.id, kind: 'sale', amount: 150_000 },
      { storeId: shop.store.id, kind: 'commission', amount: -15_000 },
      { storeId: null, kind: 'commission', amount: 15_000 },
      { storeId: null, kind: 'delivery_charge', amount: 10_000 },
    ]);
    const summary = ZEarningsSummaryResponse.parse(
      (await dash.get(`stores/${shop.store.id}/earnings`, seller)).json(),
    ).data;
    expect(summary).toMatchObject({
      balancePaisa: 135_000,
      weekPaisa: 135_000,
      paidOutPaisa: 0,
      terms: { commissionBp: 1000, ownRate: false, deliveredBy: 'shop', heldReason: null },
    });
    expect(summary.nextPayout.amountPaisa).toBe(135_000);
    // Nothing is posted before delivery, and a part is posted once.
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(Number(n)).toBe(4);
  });

  it('a store with its own riders and rate keeps the delivery charge and owes the commission on cash it collected', async () => {
    await t.db
      .update(stores)
      .set({ deliveredBy: 'store', commissionBp: 1250 })
      .where(eq(stores.id, shop.store.id));
    const part = await placeAndDeliver(await shopper(t.db, shop));
    expect(await entriesOf(part.id)).toEqual([
      { storeId: shop.store.id, kind: 'sale', amount: 150_000 },
      { storeId: shop.store.id, kind: 'commission', amount: -18_750 },
      { storeId: null, kind: 'commission', amount: 18_750 },
      { storeId: shop.store.id, kind: 'delivery_charge', amount: 10_000 },
      { storeId: shop.store.id, kind: 'cash_collected', amount: -160_000 },
    ]);
    expect(await balanceOf(t.db, shop.store.id)).toBe(-18_750);
    const [row] = await t.db.select().from(orderParts).where(eq(orderParts.id, part.id));
    expect(row.deliveredBy).toBe('store');
  });

  it('the store bears its own coupon: its credit and the commission fall with it', async () => {
    const res = await dash.post(
      'coupons',
      {
        storeId: shop.store.id,
        code: 'HAMPER10',
        description: '10 % off our hampers',
        type: 'percent',
        value: 10,
        maxDiscount: 50_000,
        minSubtotal: 0,
        startsOn: '',
        endsOn: '',
        usageLimit: 100,
        perUserLimit: 1,
        isActive: true,
      },
      seller,
    );
    expect(res.statusCode, res.body).toBe(200);
    const buyer = await shopper(t.db, shop);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/V2/apply-coupon',
      headers: buyer.headers,
      payload: { code: 'hamper10' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const part = await placeAndDeliver(buyer);
    // Rs 1,500 − Rs 150 coupon = Rs 1,350; 10 % of that is Rs 135.
    expect(await balanceOf(t.db, shop.store.id)).toBe(150_000 - 15_000 - 13_500);
    expect(await entriesOf(part.id)).toContainEqual({
      storeId: shop.store.id,
      kind: 'store_discount',
      amount: -15_000,
    });
  });

  it('the shop bears its own coupons and gift vouchers: the store is credited as if paid in full', async () => {
    await createCoupon(t.db, { code: 'UPAHAR10', type: 'percent', value: 10 });
    const first = await shopper(t.db, shop);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/V2/apply-coupon',
      headers: first.headers,
      payload: { code: 'upahar10' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const a = await placeAndDeliver(first);
    expect(await entriesOf(a.id)).toContainEqual({ storeId: null, kind: 'shop_discount', amount: -15_000 });

    await createVoucher(t.db, { code: 'GIFT500', amountPaisa: 50_000 });
    const second = await shopper(t.db, shop);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/V2/redeem-voucher',
      headers: second.headers,
      payload: { code: 'GIFT500' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const b = await placeAndDeliver(second, { useCredit: true });
    expect(await entriesOf(b.id)).toContainEqual({ storeId: null, kind: 'credit_used', amount: -50_000 });
    expect(await balanceOf(t.db, shop.store.id)).toBe(2 * 135_000);
  });

  it('the rider is the one who took the part out, whatever the terms say by the time it arrives', async () => {
    const buyer = await shopper(t.db, shop);
    const placed = await placeOrderReq(t, buyer, orderBody(shop, buyer));
    const [part] = await t.db
      .select()
      .from(orderParts)
      .where(eq(orderParts.orderId, placed.json().data.orderId));
    for (const status of ['confirmed', 'preparing', 'out_for_delivery'])
      expect((await dash.post(`orders/${part.id}/status`, { status, note: '' }, seller)).statusCode).toBe(
        200,
      );
    // Upahar's rider has the cake; meanwhile the store switches to its own riders.
    await t.db.update(stores).set({ deliveredBy: 'store' }).where(eq(stores.id, shop.store.id));
    expect(
      (await dash.post(`orders/${part.id}/status`, { status: 'delivered', note: '', early: true }, seller))
        .statusCode,
    ).toBe(200);
    expect((await entriesOf(part.id)).map((e) => e.kind)).not.toContain('cash_collected');
    expect(await balanceOf(t.db, shop.store.id)).toBe(135_000);
  });

  it('a part delivered without its online payment earns nothing and cannot be refunded', async () => {
    const buyer = await shopper(t.db, shop);
    const placed = await placeOrderReq(t, buyer, orderBody(shop, buyer, { paymentMethod: 'test' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const [part] = await t.db
      .select()
      .from(orderParts)
      .where(eq(orderParts.orderId, placed.json().data.orderId));
    expect(part.paymentStatus).toBe('pending');
    for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered'])
      expect(
        (await dash.post(`orders/${part.id}/status`, { status, note: '', early: true }, seller)).statusCode,
      ).toBe(200);
    expect(await entriesOf(part.id)).toEqual([]);
    const refund = await dash.post(
      `orders/${part.id}/refund`,
      {
        reason: 'The cake arrived crushed',
      },
      admin,
    );
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toMatch(/was never paid/);
  });

  it('the ledger only grows: entries cannot be changed or deleted', async () => {
    await placeAndDeliver(await shopper(t.db, shop));
    // The database says why, under the driver's "Failed query".
    const refusal = (q: Promise<unknown>) =>
      q.then(
        () => 'changed',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(t.db.execute(sql`update ledger_entries set amount_paisa = 1`))).toMatch(
      /never changed/,
    );
    expect(await refusal(t.db.execute(sql`delete from ledger_entries`))).toMatch(/never changed/);
    expect(await balanceOf(t.db, shop.store.id)).toBe(135_000);
  });
});

describe('payouts', () => {
  const payout = (amountPaisa: number, reference = 'NIC-ASIA-20261129-01') =>
    dash.post(
      'payouts',
      {
        storeId: shop.store.id,
        amountPaisa,
        method: 'bank_transfer',
        reference,
      },
      admin,
    );

  it('pays what the store is owed and never more; the balance falls by the payout', async () => {
    await placeAndDeliver(await shopper(t.db, shop));
    const above = await payout(135_001);
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe(
      'Lazimpat Bakers is owed Rs 1,350.00; a payout cannot be more than that',
    );
    const paid = await payout(100_000);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(ZRecordPayoutResponse.parse(paid.json()).data.balancePaisa).toBe(35_000);
    const entries = ZLedgerResponse.parse(
      (await dash.get(`stores/${shop.store.id}/earnings/entries?kind=payout`, seller)).json(),
    ).data.entries;
    expect(entries.map((e) => e.amountPaisa)).toEqual([-100_000]);
    expect(
      (await dash.get(`stores/${shop.store.id}/earnings/payouts`, seller)).json().data.payouts,
    ).toHaveLength(1);
  });

  it('records one transfer once, and refuses days that do not exist in the filters', async () => {
    await placeAndDeliver(await shopper(t.db, shop));
    expect((await payout(10_000, 'NICA-77')).statusCode).toBe(200);
    const again = await payout(10_000, 'NICA-77');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A payout to Lazimpat Bakers with reference NICA-77 is already recorded',
    );
    const bad = await dash.get(`stores/${shop.store.id}/earnings/entries?to=2026-13-01`, seller);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/That day does not exist/);
  });

  it('two admins paying the whole balance at once pay it once', async () => {
    await placeAndDeliver(await shopper(t.db, shop));
    const results = await Promise.all([payout(135_000, 'REF-A'), payout(135_000, 'REF-B')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t.db, shop.store.id)).toBe(0);
  });

  it('holds payouts with a reason, refuses them while held, and only admins record them', async () => {
    await placeAndDeliver(await shopper(t.db, shop));
    const held = await dash.put(
      `stores/${shop.store.id}/terms`,
      {
        commissionBp: null,
        deliveredBy: 'shop',
        heldReason: 'A dispute about a wedding cake',
      },
      admin,
    );
    expect(held.statusCode, held.body).toBe(200);
    const refused = await payout(10_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/on hold: A dispute about a wedding cake/);
    const summary = ZEarningsSummaryResponse.parse(
      (await dash.get(`stores/${shop.store.id}/earnings`, seller)).json(),
    ).data;
    expect(summary.nextPayout.amountPaisa).toBe(0);
    expect(summary.terms.heldReason).toBe('A dispute about a wedding cake');
    expect(
      (
        await dash.post(
          'payouts',
          {
            storeId: shop.store.id,
            amountPaisa: 1,
            method: 'cash',
            reference: 'me!',
          },
          seller,
        )
      ).statusCode,
    ).toBe(403);
    const bad = await dash.post(
      'payouts',
      {
        storeId: shop.store.id,
        amountPaisa: -5,
        method: 'cheque',
        reference: '',
      },
      admin,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('a store that owes the commission on cash it collected pays it, never more than it owes', async () => {
    await t.db.update(stores).set({ deliveredBy: 'store' }).where(eq(stores.id, shop.store.id));
    await placeAndDeliver(await shopper(t.db, shop));
    expect(await balanceOf(t.db, shop.store.id)).toBe(-15_000);
    expect((await payout(1)).statusCode).toBe(409);
    const receive = (amountPaisa: number, reference: string) =>
      dash.post(
        'payouts',
        {
          storeId: shop.store.id,
          direction: 'from_store',
          amountPaisa,
          method: 'esewa',
          reference,
        },
        admin,
      );
    const above = await receive(15_001, 'ESW-1');
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe(
      'Lazimpat Bakers owes Rs 150.00; a payment from it cannot be more than that',
    );
    const paid = await receive(15_000, 'ESW-2');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(ZRecordPayoutResponse.parse(paid.json()).data.balancePaisa).toBe(0);
    const entries = ZLedgerResponse.parse(
      (await dash.get(`stores/${shop.store.id}/earnings/entries?kind=store_payment`, seller)).json(),
    ).data.entries;
    expect(entries.map((e) => e.amountPaisa)).toEqual([15_000]);
    const books = await dash.get('payouts/reconciliation', admin);
    expect(books.json().data).toMatchObject({ paidOutPaisa: -15_000, differencePaisa: 0 });
  });

  it('a packer sees orders but not money; another store’s seller sees nothing', async () => {
    const stranger = await quickUser(t.db, { role: 'seller' });
    expect((await dash.get(`stores/${shop.store.id}/earnings`, stranger)).statusCode).toBe(404);
  });
});
