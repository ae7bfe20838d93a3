import { DEFAULT_COMMISSION_BP, ZReconciliationResponse } from '@upahar/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createOrder, createProduct, createStore } from '../../db/factories/index.ts';
import { orderComplaints, orderItems, orderParts, stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { balanceOf, commissionOn } from './posting.ts';

// A few hundred generated orders (several stores with their own rates and riders, store and shop
// discounts, credit, campaign prices the shop funds, cash and online payments, parts still on
// their way, complaints settled and parts refunded after delivery, payouts) and the books must still agree to the paisa: what the shop received
// less refunds equals what it owes the stores, plus what it paid them, plus its own income. Each
// store's balance is also worked out here on its own, from the rules, and must match the ledger.

/** A small seeded generator (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
  };
}

const SEED = 20261129;
const ORDERS = 240;

describe('reconciliation', () => {
  it(`the books agree to the paisa over ${ORDERS} generated orders (seed ${SEED})`, {
    timeout: 240_000,
  }, async () => {
    const r = random(SEED);
    const admin = await quickUser(t.db, { role: 'admin' });
    const customer = await quickUser(t.db);
    const shops = [];
    for (let i = 0; i < 4; i++) {
      const store = await createStore(t.db, {
        name: `Store ${i}`,
        commissionBp: r.chance(0.5) ? null : r.int(0, 2500),
        deliveredBy: r.chance(0.5) ? 'store' : 'shop',
      });
      const products = [];
      for (let j = 0; j < 3; j++)
        products.push(await createProduct(t.db, { storeId: store.id, pricePaisa: r.int(1, 400) * 500 }));
      shops.push({ store, products });
    }
    // What each delivered part contributes to its store, so a refund can take it back: the
    // entries a refund reverses (everything but the cash a store's rider kept) and that cash.
    const contributions: { storeId: number; reversible: number; cash: number }[] = [];
    const payouts = new Map<number, number>(shops.map((s) => [s.store.id, 0]));
    const expectedBalance = (storeId: number) =>
      contributions.filter((c) => c.storeId === storeId).reduce((sum, c) => sum + c.reversible + c.cash, 0) -
      (payouts.get(storeId) ?? 0);
    const { post } = api(t, { base: DASHBOARD, as: admin });
    let delivered = 0;
    let settled = 0;
    let refunded = 0;

    for (let n = 0; n < ORDERS; n++) {
      const chosen = shops.filter(() => r.chance(0.45));
      if (chosen.length === 0) chosen.push(r.pick(shops));
      const items = chosen.flatMap((s) =>
        s.products
          .filter(() => r.chance(0.6))
          .map((p) => ({
            productId: p.id,
            quantity: r.int(1, 3),
            unitPricePaisa: r.int(1, 300) * 100 + r.int(0, 99),
          })),
      );
      if (items.length === 0)
        items.push({ productId: chosen[0].products[0].id, quantity: 1, unitPricePaisa: 99_999 });
      const cod = r.chance(0.5);
      // A discount never exceeds what it applies to (checkout caps it so).
      const subtotal = items.reduce((sum, i) => sum + i.quantity * i.unitPricePaisa, 0);
      const order = await createOrder(t.db, {
        userId: customer.user.id,
        status: 'out_for_delivery',
        paymentMethod: cod ? 'cod' : 'esewa',
        paymentStatus: cod ? 'pending' : 'paid',
        items,
        deliveryChargePaisa: r.int(0, 30) * 1000,
        methodChargePaisa: r.chance(0.2) ? r.int(1, 5000) : 0,
        discountPaisa: r.chance(0.4) ? r.int(1, Math.min(subtotal, 20_000)) : 0,
      });
      const parts = await t.db.select().from(orderParts).where(eq(orderParts.orderId, order.id));
      const storeCoupon = r.chance(0.5);
      for (const part of parts) {
        // What checkout would have recorded: whose coupon it was, the credit used, shop-funded prices.
        const credit = r.chance(0.25) ? r.int(0, part.totalPaisa) : 0;
        const [changed] = await t.db
          .update(orderParts)
          .set({
            storeDiscountPaisa: storeCoupon ? part.discountPaisa : 0,
            creditPaisa: credit,
            totalPaisa: part.totalPaisa - credit,
            paymentStatus: part.totalPaisa - credit === 0 ? 'paid' : part.paymentStatus,
          })
          .where(eq(orderParts.id, part.id))
          .returning();
        if (r.chance(0.3))
          await t.db
            .update(orderItems)
            .set({ shopFundedPaisa: sql`(${orderItems.totalPaisa} / 5)::int` })
            .where(eq(orderItems.partId, part.id));
        const [{ subsidy }] = await t.db
          .select({ subsidy: sql<number>`coalesce(sum(${orderItems.shopFundedPaisa}), 0)::int` })
          .from(orderItems)
          .where(eq(orderItems.partId, part.id));
        if (r.chance(0.1)) continue; // still on its way
        const res = await post(`orders/${part.id}/status`, { status: 'delivered', note: '', early: true });
        expect(res.statusCode, res.body).toBe(200);
        delivered++;
        const [terms] = await t.db.select().from(stores).where(eq(stores.id, part.storeId));
        const sale = changed.subtotalPaisa + Number(subsidy);
        const base = sale - changed.storeDiscountPaisa;
        const byStore = terms.deliveredBy === 'store';
        const mine = {
          storeId: part.storeId,
          reversible:
            base -
            commissionOn(base, terms.commissionBp ?? DEFAULT_COMMISSION_BP) +
            (byStore ? changed.deliveryChargePaisa : 0),
          cash: byStore && cod ? -changed.totalPaisa : 0,
        };
        contributions.push(mine);
        // Now and then the customer complains and an admin gives part of the money back...
        let left = changed.totalPaisa;
        if (left > 0 && r.chance(0.1)) {
          const [complaint] = await t.db
            .insert(orderComplaints)
            .values({
              orderId: order.id,
              userId: customer.user.id,
              subject: 'Late',
              message: 'It came two hours late.',
            })
            .returning();
          const amount = r.int(1, left);
          const res = await post(`orders/${part.id}/complaints/${complaint.id}/settle`, {
            refundPaisa: amount,
            reason: 'Delivered two hours late',
          });
          expect(res.statusCode, res.body).toBe(200);
          mine.reversible -= amount;
          left -= amount;
          settled++;
        }
        // ...or refunds the part in full: all but the cash a store's rider kept is reversed.
        if (left > 0 && r.chance(0.06)) {
          const res = await post(`orders/${part.id}/refund`, { reason: 'The cake arrived crushed' });
          expect(res.statusCode, res.body).toBe(200);
          mine.reversible = 0;
          refunded++;
        }
      }
      // Now and then an admin pays a store part of what it is owed, or records what it paid.
      if (n % 12 === 11) {
        const { store } = r.pick(shops);
        const owed = await balanceOf(t.db, store.id);
        if (owed > 0) {
          const amountPaisa = r.int(1, owed);
          const paid = await post('payouts', {
            storeId: store.id,
            amountPaisa,
            method: 'esewa',
            reference: `ESW-${n}`,
          });
          expect(paid.statusCode, paid.body).toBe(200);
          payouts.set(store.id, (payouts.get(store.id) ?? 0) + amountPaisa);
        } else if (owed < 0) {
          // A store that owes the shop (cash its riders kept) pays some of it.
          const amountPaisa = r.int(1, -owed);
          const paid = await post('payouts', {
            storeId: store.id,
            direction: 'from_store',
            amountPaisa,
            method: 'khalti',
            reference: `KHT-${n}`,
          });
          expect(paid.statusCode, paid.body).toBe(200);
          payouts.set(store.id, (payouts.get(store.id) ?? 0) - amountPaisa);
        }
      }
    }

    expect(delivered).toBeGreaterThan(ORDERS);
    expect(settled).toBeGreaterThan(5);
    expect(refunded).toBeGreaterThan(5);
    for (const { store } of shops)
      expect(await balanceOf(t.db, store.id), store.name).toBe(expectedBalance(store.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/v1/payouts/reconciliation',
      headers: admin.headers,
    });
    const books = ZReconciliationResponse.parse(res.json()).data;
    expect(books.differencePaisa).toBe(0);
    expect(books.paidOutPaisa).toBeGreaterThan(0);
    expect(books.refundedPaisa).toBeGreaterThan(0);
    expect(books.cashHeldByStoresPaisa).toBeGreaterThan(0);
    expect(books.shopIncome.commissionPaisa).toBeGreaterThan(0);
  });
});
