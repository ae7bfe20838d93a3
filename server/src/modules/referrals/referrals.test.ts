import { REFERRAL_CREDIT_PAISA, REFERRAL_MIN_ORDER_PAISA } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { checkoutFixture } from '../../test/shop.ts';
import { creditOf, deliverAnOrder, promotion, signUp } from './test-kit.ts';

// Invite a friend: a code per shopper; a friend who signs up with it is linked once; the
// friend's first delivered order that meets the rules (referral-rules.test.ts) earns both of them
// credit, once.

describe('invite a friend', () => {
  it('gives each shopper one code and a link to share, made on first visit', async () => {
    const me = await quickUser(t.db);
    const first = await promotion(me);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.link).toMatch(new RegExp(`/register\\?ref=${first.code}$`));
    expect(first).toMatchObject({
      earned: 0,
      people: [],
      creditPerFriend: REFERRAL_CREDIT_PAISA,
      minOrder: REFERRAL_MIN_ORDER_PAISA,
    });
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
      {
        name: 'Sunita',
        joinedAt: expect.any(String),
        status: 'waiting',
        rewardedAt: null,
        credit: null,
        reason: null,
      },
    ]);
    await deliverAnOrder(shop, friend);
    expect(await creditOf(referrer.user.id)).toEqual([REFERRAL_CREDIT_PAISA]);
    expect(await creditOf(friend.user.id)).toEqual([REFERRAL_CREDIT_PAISA]);
    const after = await promotion(referrer);
    expect(after.earned).toBe(REFERRAL_CREDIT_PAISA);
    expect(after.people[0]).toMatchObject({
      status: 'rewarded',
      rewardedAt: expect.any(String),
      credit: REFERRAL_CREDIT_PAISA,
      reason: null,
    });
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, referrer.user.email));
    expect(mails.map((m) => m.subject)).toEqual(['Sunita’s order was delivered: Rs 200 credit for you']);
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
