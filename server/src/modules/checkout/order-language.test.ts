import { ZPlaceOrderResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import type { CheckoutFixture } from '../../db/factories/index.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { checkoutFixture, orderBody, placeOrderReq, type Shopper, shopper } from '../../test/shop.ts';

let shop: CheckoutFixture;
let s: Shopper;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  s = await shopper(t.db, shop, { quantity: 2 });
});

describe('the language of an order’s e-mails', () => {
  it('writes the shopper’s confirmation in the language the order was placed in, and remembers it', async () => {
    const nepali = { ...s, headers: { ...s.headers, 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' } };
    const res = await placeOrderReq(t, nepali, orderBody(shop, s));
    expect(res.statusCode, res.body).toBe(201);
    const placed = ZPlaceOrderResponse.parse(res.json()).data;

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, s.user.email));
    expect(mail.subject).toBe(`तपाईंको उपहार अर्डर ${placed.number}`);
    expect(mail.text).toContain('नमस्ते');
    expect(mail.text).toContain('जम्मा: रु ३,१००');
    expect(mail.text).toContain(`/ne/profile/orders/view-order/${placed.orderId}`);
    const [user] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, s.user.id));
    expect(user.locale).toBe('ne');
  });

  it('writes in English for an English order', async () => {
    const res = await placeOrderReq(t, s, orderBody(shop, s));
    expect(res.statusCode, res.body).toBe(201);
    const placed = ZPlaceOrderResponse.parse(res.json()).data;
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, s.user.email));
    expect(mail.subject).toBe(`Your Upahar order ${placed.number}`);
    expect(mail.text).toContain('Total: Rs 3,100');
  });
});
