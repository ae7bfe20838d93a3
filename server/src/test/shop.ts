import { randomUUID } from 'node:crypto';
import { addDays, todayInKathmandu } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { addCartLine, type CheckoutFixture, checkoutFixture, createAddress } from '../db/factories/index.ts';
import { shippingAddresses } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import { quickUser } from './login-as.ts';
import type { TestApp } from './test-app.ts';

// Shared by the checkout and order tests: a shop (checkoutFixture) and shoppers with a cart and
// an address.

/** A date every fixture product can be delivered on, whatever the time of day the test runs. */
export const deliveryDay = (days = 3) => addDays(todayInKathmandu(clock.now()), days);

export type Shopper = Awaited<ReturnType<typeof shopper>>;

/** A user with `quantity` of the fixture's gift in the cart and an address in its location. */
export async function shopper(
  db: DbOrTx,
  shop: CheckoutFixture,
  opts: { quantity?: number; productId?: string } = {},
) {
  const u = await quickUser(db);
  const line = await addCartLine(db, {
    userId: u.user.id,
    productId: opts.productId ?? shop.product.id,
    quantity: opts.quantity ?? 1,
  });
  const address = await createAddress(db, { userId: u.user.id, deliveryLocationId: shop.location.id });
  return { ...u, address, cartItemId: line.cartItemId };
}

export function orderBody(
  shop: CheckoutFixture,
  s: { address: { id: number } },
  over: Record<string, unknown> = {},
) {
  return {
    addressId: s.address.id,
    deliveryMethodId: shop.method.id,
    timeSlotId: shop.slots[0].id,
    deliveryDate: deliveryDay(),
    paymentMethod: 'cod',
    ...over,
  };
}

/**
 * The total checkout-summary shows for the order `body` would place (its address's location, its
 * method and credit choice), as the web checkout shows it before "Place order".
 */
export async function shownTotal(
  t: TestApp,
  s: { headers: Record<string, string> },
  body: Record<string, unknown>,
): Promise<number> {
  const addressId = Number(body.addressId);
  const [address] = Number.isSafeInteger(addressId)
    ? await t.db
        .select({ locationId: shippingAddresses.deliveryLocationId })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.id, addressId))
    : [];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/V2/checkout-summary',
    headers: s.headers,
    payload: {
      cartItems: body.cartItems ?? [],
      locationId: address?.locationId,
      deliveryMethodId: body.deliveryMethodId,
      useCredit: body.useCredit ?? false,
    },
  });
  // No summary to be had (an empty cart, a place not served): the order is asked at 0 all the
  // same, and answers with its own reason, since place-order compares the total after those checks.
  return res.statusCode === 200 ? (res.json().data.total as number) : 0;
}

/**
 * Places the order as the web checkout does: at the total the summary shows (expectedTotal). A
 * body that names expectedTotal itself, even as undefined (then none is sent), goes as it is.
 */
export async function placeOrderReq(
  t: TestApp,
  s: { headers: Record<string, string> },
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  const payload = 'expectedTotal' in body ? body : { ...body, expectedTotal: await shownTotal(t, s, body) };
  return t.app.inject({
    method: 'POST',
    url: '/api/V2/place-order',
    headers: { ...s.headers, 'idempotency-key': key },
    payload,
  });
}

/** A store coupon as the dashboard form sends it: 10 % off, for `storeId` (null: the whole shop). */
export const storeCouponBody = (storeId: number | null, over: Record<string, unknown> = {}) => ({
  storeId,
  code: 'roses10',
  description: '10 % off our roses',
  type: 'percent',
  value: 10,
  maxDiscount: 50_000,
  minSubtotal: 100_000,
  startsOn: '',
  endsOn: '',
  usageLimit: 100,
  perUserLimit: 1,
  isActive: true,
  ...over,
});

export { checkoutFixture };
