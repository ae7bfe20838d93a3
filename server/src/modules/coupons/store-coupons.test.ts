import { ZStoreCouponResponse, ZStoreCouponsResponse } from '@upahar/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addCartLine, createProduct, createStore } from '../../db/factories/index.ts';
import { auditChanges, coupons, orderParts, stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { checkoutFixture, orderBody, placeOrderReq, shopper, storeCouponBody } from '../../test/shop.ts';

// A store makes its own coupons in the dashboard; they take off only that store's products, and
// the store's part of a shared order carries the discount.

const dash = api(t, { base: DASHBOARD });

const body = storeCouponBody;

async function owners() {
  const shop = await checkoutFixture(t.db);
  const seller = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: seller.user.id }).where(eq(stores.id, shop.store.id));
  return { shop, seller };
}

describe('store coupons', () => {
  it('a seller makes a coupon for their store; the code is stored upper-case and listed', async () => {
    const { shop, seller } = await owners();
    const res = await dash.post('coupons', body(shop.store.id, { endsOn: '2026-12-31' }), seller);
    expect(res.statusCode, res.body).toBe(200);
    const coupon = ZStoreCouponResponse.parse(res.json()).data.coupon;
    expect(coupon).toMatchObject({
      code: 'ROSES10',
      storeName: 'Lazimpat Bakers',
      endsOn: '2026-12-31',
      state: 'active',
    });
    const list = ZStoreCouponsResponse.parse((await dash.get('coupons', seller)).json()).data.coupons;
    expect(list.map((c) => c.code)).toEqual(['ROSES10']);
    const paused = await dash.put(`coupons/${coupon.id}`, body(shop.store.id, { isActive: false }), seller);
    expect(ZStoreCouponResponse.parse(paused.json()).data.coupon.state).toBe('paused');
    const filtered = await dash.get('coupons?state=active', seller);
    expect(ZStoreCouponsResponse.parse(filtered.json()).data.coupons).toEqual([]);
  });

  it('records each change with what it was and what it became in the audit log', async () => {
    const { shop, seller } = await owners();
    const made = await dash.post('coupons', body(shop.store.id, { code: 'AUDITED' }), seller);
    const id = ZStoreCouponResponse.parse(made.json()).data.coupon.id;
    await dash.put(`coupons/${id}`, body(shop.store.id, { code: 'AUDITED', value: 12 }), seller);
    const changes = await t.db
      .select()
      .from(auditChanges)
      .where(eq(auditChanges.entityId, String(id)))
      .orderBy(asc(auditChanges.createdAt));
    const values = changes.map((c) => [
      (c.before as { value?: number } | null)?.value ?? null,
      (c.after as { value: number }).value,
    ]);
    expect(values).toEqual([
      [null, 10],
      [10, 12],
    ]);
  });

  it('refuses bad input, taken codes, other stores and shop-wide coupons from sellers', async () => {
    const { shop, seller } = await owners();
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await dash.post('coupons', body(shop.store.id, over), seller);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors[field][0];
    };
    expect(await bad({ value: 95 }, 'value')).toBe('A percent discount is 1 to 90');
    expect(await bad({ code: 'no spaces!' }, 'code')).toBe('Use 3 to 20 letters, digits or dashes');
    expect(await bad({ type: 'fixed', value: 200_000 }, 'maxDiscount')).toBe(
      'A cap is only for percent discounts',
    );
    expect(await bad({ startsOn: '2026-12-10', endsOn: '2026-12-01' }, 'endsOn')).toBe(
      'The last day comes on or after the first',
    );
    expect(await bad({ storeId: null }, 'storeId')).toBe('Choose one of your stores');
    await dash.post('coupons', body(shop.store.id), seller);
    const taken = await dash.post('coupons', body(shop.store.id, { code: 'Roses10' }), seller);
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'This code is taken; choose another']);
    const rival = await quickUser(t.db, { role: 'seller' });
    const other = await createStore(t.db, { ownerUserId: rival.user.id });
    expect((await dash.post('coupons', body(other.id, { code: 'MINE' }), seller)).statusCode).toBe(404);
    const [theirs] = await t.db.select().from(coupons).where(eq(coupons.code, 'ROSES10'));
    expect((await dash.put(`coupons/${theirs.id}`, body(other.id), rival)).statusCode).toBe(404);
    expect((await dash.get('coupons', await quickUser(t.db))).statusCode).toBe(403);
    const admin = await quickUser(t.db, { role: 'admin' });
    const wide = await dash.post('coupons', body(null, { code: 'EVERYONE' }), admin);
    expect(ZStoreCouponResponse.parse(wide.json()).data.coupon.storeName).toBeNull();
  });

  it('takes off only the store’s items, with its minimum counted in them, on the store’s part', async () => {
    const { shop, seller } = await owners();
    // The fixture's store (gift Rs 1,500) makes the coupon; a second store sells roses at Rs 2,000.
    await dash.post(
      'coupons',
      body(shop.store.id, { code: 'HAMPER20', value: 20, minSubtotal: 150_000 }),
      seller,
    );
    const florist = await createStore(t.db, { name: 'Phoolbari Florists', lat: 27.7172, lng: 85.324 });
    const roses = await createProduct(t.db, {
      storeId: florist.id,
      categoryId: shop.category.id,
      pricePaisa: 200_000,
      prepHours: 0,
      isSameDay: true,
    });
    const buyer = await shopper(t.db, shop);
    await addCartLine(t.db, { userId: buyer.user.id, productId: roses.id });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/V2/apply-coupon',
      headers: buyer.headers,
      payload: { code: 'hamper20' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.discount).toBe(30_000);
    const placed = await placeOrderReq(t, buyer, orderBody(shop, buyer));
    expect(placed.statusCode, placed.body).toBe(201);
    const parts = await t.db
      .select()
      .from(orderParts)
      .where(eq(orderParts.orderId, placed.json().data.orderId));
    const byStore = new Map(parts.map((p) => [p.storeId, [p.discountPaisa, p.storeDiscountPaisa]]));
    // The store pays for its own coupon: all of its part's discount is the store's.
    expect([byStore.get(shop.store.id), byStore.get(florist.id)]).toEqual([
      [30_000, 30_000],
      [0, 0],
    ]);
    // Used: the code and store stay, the rest may change.
    const [c] = await t.db.select().from(coupons).where(eq(coupons.code, 'HAMPER20'));
    const renamed = await dash.put(`coupons/${c.id}`, body(shop.store.id, { code: 'NEWNAME' }), seller);
    expect(renamed.statusCode).toBe(409);
    const more = await dash.put(
      `coupons/${c.id}`,
      body(shop.store.id, { code: 'HAMPER20', value: 25, minSubtotal: 150_000 }),
      seller,
    );
    expect(ZStoreCouponResponse.parse(more.json()).data.coupon).toMatchObject({ value: 25, usedCount: 1 });
  });

  it('a store coupon needs its minimum in that store’s items, whatever else is in the cart', async () => {
    const { shop, seller } = await owners();
    await dash.post('coupons', body(shop.store.id, { code: 'BIGHAMPER', minSubtotal: 300_000 }), seller);
    const florist = await createStore(t.db, { lat: 27.7172, lng: 85.324 });
    const roses = await createProduct(t.db, { storeId: florist.id, pricePaisa: 500_000 });
    const buyer = await shopper(t.db, shop);
    await addCartLine(t.db, { userId: buyer.user.id, productId: roses.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/apply-coupon',
      headers: buyer.headers,
      payload: { code: 'BIGHAMPER' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add Rs 1,500 more to use this code (minimum Rs 3,000)');
  });
});
