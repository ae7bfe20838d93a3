import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import type { CheckoutFixture } from '../../db/factories/index.ts';
import { orderParts, orders, outbox, userCredits } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';
import { creditBalance } from '../credits/index.ts';

// What a cancellation owes the customer: voucher credit goes back to the ledger at once, and only
// money paid through a gateway is left for a refund (refund_due). An order paid entirely with
// credit owes nothing more once the credit is back.

let shop: CheckoutFixture;
let s: Shopper;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  s = await shopper(t.db, shop);
  await t.db.insert(userCredits).values({ userId: s.user.id, amountPaisa: 500_000, reason: 'Voucher' });
});

async function placeWithCredit() {
  const res = await placeOrderReq(t, s, orderBody(shop, s, { useCredit: true }));
  expect(res.statusCode, res.body).toBe(201);
  const { orderId, total } = res.json().data;
  expect(total).toBe(0);
  return orderId as string;
}

const paymentStatusOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].paymentStatus;

describe('cancelling an order paid with voucher credit', () => {
  it('by the customer: the credit comes back and nothing is left to refund', async () => {
    const orderId = await placeWithCredit();
    expect(await paymentStatusOf(orderId)).toBe('paid');
    expect(await creditBalance({ db: t.db, userId: s.user.id })).toBe(500_000 - 160_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/cancellation-request',
      headers: s.headers,
      payload: { orderId, reasonId: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await creditBalance({ db: t.db, userId: s.user.id })).toBe(500_000);
    expect(await paymentStatusOf(orderId)).toBe('refunded');
  });

  it('by the store: the e-mail does not promise a refund of money that was never paid', async () => {
    const orderId = await placeWithCredit();
    const admin = await quickUser(t.db, { role: 'admin' });
    const [part] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/v1/orders/${part.id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentStatusOf(orderId)).toBe('refunded');
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, s.user.email));
    const cancelled = mails.find((m) => m.subject.includes('cancelled'));
    expect(cancelled?.text).toContain('has been cancelled');
    expect(cancelled?.text).not.toContain('we will refund');
  });
});
