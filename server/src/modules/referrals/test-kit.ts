import { randomUUID } from 'node:crypto';
import { ZPromotionResponse } from '@upahar/contract';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addCartLine, createAddress } from '../../db/factories/index.ts';
import { orderParts, type shippingAddresses, userCredits, users } from '../../db/schema/index.ts';
import { t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { type checkoutFixture, orderBody, placeOrderReq } from '../../test/shop.ts';
import { createSession } from '../auth/index.ts';

// Shared by the invite tests: an inviter's page, a friend signing up with the code, and the
// friend's orders placed and moved along as staff do.

export type Account = { headers: Record<string, string>; user: { id: string } };
type Shop = Awaited<ReturnType<typeof checkoutFixture>>;

export const promotion = async (who: Account) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/V2/profile/promotion', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZPromotionResponse.parse(res.json()).data;
};

/** A new account made through the sign-up form with `referralCode`, and a session for it. */
export async function signUp(referralCode?: string) {
  const tag = randomUUID().slice(0, 8);
  const email = `friend-${tag}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/V2/user-signup',
    payload: {
      name: 'Sunita Rai',
      username: `sunita_${tag}`,
      email,
      password: 'momo-and-chiya-2026',
      confirmPassword: 'momo-and-chiya-2026',
      ...(referralCode === undefined ? {} : { referralCode }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const token = await createSession({ db: t.db, userId: user.id, days: 1 });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** An inviter (a plain shopper unless told otherwise) and a friend who joined with their code. */
export async function inviterAndFriend(inviterInput: Parameters<typeof quickUser>[1] = {}) {
  const inviter = await quickUser(t.db, inviterInput);
  const { code } = await promotion(inviter);
  return { inviter, friend: await signUp(code) };
}

export const creditOf = async (userId: string) =>
  (
    await t.db.select().from(userCredits).where(eq(userCredits.userId, userId)).orderBy(asc(userCredits.id))
  ).map((c) => c.amountPaisa);

type OrderOptions = {
  productId?: string;
  paymentMethod?: string;
  /** The delivery address's fields, e.g. its phone or landmark. */
  address?: Partial<typeof shippingAddresses.$inferInsert>;
};

/** Places an order for `who` through checkout; answers its parts' ids. */
export async function placeFor(shop: Shop, who: Account, o: OrderOptions = {}) {
  await addCartLine(t.db, { userId: who.user.id, productId: o.productId ?? shop.product.id, quantity: 1 });
  const address = await createAddress(t.db, {
    userId: who.user.id,
    deliveryLocationId: shop.location.id,
    ...o.address,
  });
  const body = orderBody(shop, { address }, o.paymentMethod ? { paymentMethod: o.paymentMethod } : {});
  const placed = await placeOrderReq(t, who, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const parts = await t.db
    .select({ id: orderParts.id })
    .from(orderParts)
    .where(eq(orderParts.orderId, placed.json().data.orderId));
  return parts.map((p) => p.id);
}

/** Moves a part through `statuses` as `staff` (an admin unless told). */
export async function move(partId: string, statuses: string[], staff?: Account) {
  const by = staff ?? (await quickUser(t.db, { role: 'admin' }));
  for (const status of statuses) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/v1/orders/${partId}/status`,
      headers: by.headers,
      // The orders are for a few days ahead: delivered early on purpose.
      payload: { status, note: '', early: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

export const TO_DELIVERED = ['confirmed', 'preparing', 'out_for_delivery', 'delivered'];

/** Places an order for `who` and moves every part of it to delivered. */
export async function deliverAnOrder(shop: Shop, who: Account, o: OrderOptions & { staff?: Account } = {}) {
  for (const partId of await placeFor(shop, who, o)) await move(partId, TO_DELIVERED, o.staff);
}
