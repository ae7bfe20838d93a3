import { randomUUID } from 'node:crypto';
import { REFERRAL_CREDIT_PAISA, ZPromotionResponse } from '@upahar/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addCartLine, createAddress } from '../../db/factories/index.ts';
import { orderParts, outbox, userCredits, users } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { checkoutFixture, orderBody, placeOrderReq } from '../../test/shop.ts';
import { createSession } from '../auth/index.ts';

// Invite a friend: a code per shopper; a friend who signs up with it is linked once; the
// friend's first delivered order earns both of them credit, once.

type Account = { headers: Record<string, string>; user: { id: string } };

const promotion = async (who: Account) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/V2/profile/promotion', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZPromotionResponse.parse(res.json()).data;
};

async function signUp(referralCode?: string) {
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

const creditOf = async (userId: string) =>
  (
    await t.db.select().from(userCredits).where(eq(userCredits.userId, userId)).orderBy(asc(userCredits.id))
  ).map((c) => c.amountPaisa);

/** Places an order for `who` and moves it to delivered as an admin. */
async function deliverAnOrder(shop: Awaited<ReturnType<typeof checkoutFixture>>, who: Account) {
  await addCartLine(t.db, { userId: who.user.id, productId: shop.product.id, quantity: 1 });
  const address = await createAddress(t.db, { userId: who.user.id, deliveryLocationId: shop.location.id });
  const placed = await placeOrderReq(t, who, orderBody(shop, { address }));
  expect(placed.statusCode, placed.body).toBe(201);
  const [part] = await t.db
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, placed.json().data.orderId));
  const admin = await quickUser(t.db, { role: 'admin' });
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/v1/orders/${part.id}/status`,
      headers: admin.headers,
      payload: { status, note: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('invite a friend', () => {
  it('gives each shopper one code and a link to share, made on first visit', async () => {
    const me = await quickUser(t.db);
    const first = await promotion(me);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.link).toMatch(new RegExp(`/register\\?ref=${first.code}$`));
    expect(first).toMatchObject({ earned: 0, people: [], creditPerFriend: REFERRAL_CREDIT_PAISA });
    expect((await promotion(me)).code).toBe(first.code);
    expect((await t.app.inject({ method: 'GET', url: '/api/V2/profile/promotion' })).statusCode).toBe(401);
  });

  it('pays both sides once, when the invited friend’s first order is delivered', async () => {
    const shop = await checkoutFixture(t.db);
    const referrer = await quickUser(t.db);
    const { code } = await promotion(referrer);
    // Typed in lower case from a message: still the code.
    const friend = await signUp(code.toLowerCase());
    expect((await promotion(referrer)).people).toEqual([
      { name: 'Sunita', joinedAt: expect.any(String), status: 'waiting', rewardedAt: null },
    ]);
    await deliverAnOrder(shop, friend);
    expect(await creditOf(referrer.user.id)).toEqual([REFERRAL_CREDIT_PAISA]);
    expect(await creditOf(friend.user.id)).toEqual([REFERRAL_CREDIT_PAISA]);
    const after = await promotion(referrer);
    expect(after.earned).toBe(REFERRAL_CREDIT_PAISA);
    expect(after.people[0]).toMatchObject({ status: 'rewarded', rewardedAt: expect.any(String) });
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, referrer.user.email));
    expect(mails.map((m) => m.subject)).toEqual(['Sunita got their first order: ₨ 200 credit for you']);
    // A second delivered order earns nothing more.
    await deliverAnOrder(shop, friend);
    expect(await creditOf(referrer.user.id)).toEqual([REFERRAL_CREDIT_PAISA]);
    expect(await creditOf(friend.user.id)).toEqual([REFERRAL_CREDIT_PAISA]);
  });

  it('ignores an unknown or malformed code: the sign-up goes through without a link', async () => {
    const referrer = await quickUser(t.db);
    await promotion(referrer);
    await signUp('NOPE0000');
    await signUp('not a code at all');
    expect((await promotion(referrer)).people).toEqual([]);
  });
});
