import { REFERRAL_CREDIT_PAISA, REFERRAL_CREDIT_SHARE_PERCENT } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createAddress, createProduct } from '../../db/factories/index.ts';
import { storeStaff, stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { raceAt } from '../../test/race.ts';
import { checkoutFixture } from '../../test/shop.ts';
import { createSession } from '../auth/index.ts';
import {
  type Account,
  creditOf,
  deliverAnOrder,
  inviterAndFriend,
  move,
  placeFor,
  promotion,
  TO_DELIVERED,
} from './test-kit.ts';

// The invite's credit is the shop's money: it goes only to an order a second person really paid
// for, of at least the minimum, at a store neither of them runs, and never more than a share of
// what the items cost. An order that does not count says why on the inviter's page, and the
// invite stays open for the next one.

type Shop = Awaited<ReturnType<typeof checkoutFixture>>;

/** Neither side has any credit, and the inviter's page shows the invite withheld for `reason`. */
async function withheld(inviter: Account, friend: Account, reason: string) {
  expect(await creditOf(inviter.user.id)).toEqual([]);
  expect(await creditOf(friend.user.id)).toEqual([]);
  const page = await promotion(inviter);
  expect(page.earned).toBe(0);
  expect(page.people).toEqual([expect.objectContaining({ status: 'withheld', reason, credit: null })]);
}

/** Both sides have exactly `credit` once. */
async function rewarded(inviter: Account, friend: Account, credit: number) {
  expect(await creditOf(inviter.user.id)).toEqual([credit]);
  expect(await creditOf(friend.user.id)).toEqual([credit]);
  const page = await promotion(inviter);
  expect(page.earned).toBe(credit);
  expect(page.people).toEqual([expect.objectContaining({ status: 'rewarded', reason: null, credit })]);
}

const productAt = (shop: Shop, rupees: number) =>
  createProduct(t.db, {
    storeId: shop.store.id,
    categoryId: shop.category.id,
    pricePaisa: rupees * 100,
    prepHours: 0,
    isSameDay: true,
  });

describe('what a friend’s order must be to earn the invite credit', () => {
  it('pays nothing for an order from the inviter’s own store that they marked delivered', async () => {
    const shop = await checkoutFixture(t.db);
    const { inviter, friend } = await inviterAndFriend({ role: 'seller' });
    await t.db.update(stores).set({ ownerUserId: inviter.user.id }).where(eq(stores.id, shop.store.id));
    await deliverAnOrder(shop, friend, { staff: inviter });
    await withheld(inviter, friend, 'own_store');
  });

  it('pays nothing while the friend is on a store’s team in the order; another store’s order counts', async () => {
    const shop = await checkoutFixture(t.db);
    const { inviter, friend } = await inviterAndFriend();
    await t.db.insert(storeStaff).values({ storeId: shop.store.id, userId: friend.user.id, role: 'packer' });
    await deliverAnOrder(shop, friend);
    await withheld(inviter, friend, 'own_store');
    await deliverAnOrder(await checkoutFixture(t.db), friend);
    await rewarded(inviter, friend, REFERRAL_CREDIT_PAISA);
  });

  it('pays nothing for an order below the minimum; a later one that meets it still counts', async () => {
    const shop = await checkoutFixture(t.db);
    const { inviter, friend } = await inviterAndFriend();
    // Rs 300 of items and Rs 100 delivery: the delivery charge does not count towards the minimum.
    await deliverAnOrder(shop, friend, { productId: (await productAt(shop, 300)).id });
    await withheld(inviter, friend, 'below_minimum');
    await deliverAnOrder(shop, friend);
    await rewarded(inviter, friend, REFERRAL_CREDIT_PAISA);
  });

  it('pays nothing before delivery, nor for an online order delivered without being paid', async () => {
    const shop = await checkoutFixture(t.db);
    const { inviter, friend } = await inviterAndFriend();
    const [cod] = await placeFor(shop, friend);
    await move(cod, ['confirmed', 'preparing', 'out_for_delivery']);
    expect((await promotion(inviter)).people[0]).toMatchObject({ status: 'waiting', reason: null });
    await deliverAnOrder(shop, friend, { paymentMethod: 'test' });
    await withheld(inviter, friend, 'not_paid');
    // The cash-on-delivery order arrives: the rider collected its money, so it counts.
    await move(cod, ['delivered']);
    await rewarded(inviter, friend, REFERRAL_CREDIT_PAISA);
  });

  it('pays nothing for an order sent to the inviter’s address or phone number', async () => {
    const shop = await checkoutFixture(t.db);
    const { inviter, friend } = await inviterAndFriend({ phone: '9801112233' });
    await createAddress(t.db, {
      userId: inviter.user.id,
      deliveryLocationId: shop.location.id,
      landmark: 'Ward 3, blue gate by Bhatbhateni',
      phoneNumber: '9807770000',
    });
    // The same landmark typed another way, with the friend's own number.
    const sameHouse = { landmark: 'ward 3 blue gate by bhatbhateni', phoneNumber: '9812345678' };
    await deliverAnOrder(shop, friend, { address: sameHouse });
    await withheld(inviter, friend, 'same_address');
    // Another house, but the inviter's account number written with the country code.
    const theirPhone = { landmark: 'Jhamsikhel, green house', phoneNumber: '+977 980-1112233' };
    await deliverAnOrder(shop, friend, { address: theirPhone });
    await withheld(inviter, friend, 'same_phone');
    // The number of the inviter's saved address, as the second number of the order.
    const theirSecond = { landmark: 'Jhamsikhel, green house', secondaryPhoneNumber: '9807770000' };
    await deliverAnOrder(shop, friend, { address: { ...theirSecond, phoneNumber: '9812345678' } });
    await withheld(inviter, friend, 'same_phone');
  });

  it('pays nothing when both accounts signed in from the same browser and network', async () => {
    const shop = await checkoutFixture(t.db);
    const { inviter, friend } = await inviterAndFriend();
    const device = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126' };
    await createSession({ db: t.db, userId: inviter.user.id, days: 1, ...device });
    // The same network alone is common to strangers (one mobile operator): not enough.
    await createSession({ db: t.db, userId: friend.user.id, days: 1, ip: device.ip, userAgent: 'Firefox' });
    await createSession({ db: t.db, userId: friend.user.id, days: 1, ...device });
    await deliverAnOrder(shop, friend);
    await withheld(inviter, friend, 'same_device');
  });

  it('never pays either side more than a fifth of what the items cost', async () => {
    const shop = await checkoutFixture(t.db);
    const { inviter, friend } = await inviterAndFriend();
    await deliverAnOrder(shop, friend, { productId: (await productAt(shop, 700)).id });
    const cap = (700_00 * REFERRAL_CREDIT_SHARE_PERCENT) / 100;
    expect(cap).toBeLessThan(REFERRAL_CREDIT_PAISA);
    await rewarded(inviter, friend, cap);
  });

  it('pays once when two of the friend’s orders are delivered at the same moment', async () => {
    const shop = await checkoutFixture(t.db);
    const { inviter, friend } = await inviterAndFriend();
    const [first] = await placeFor(shop, friend);
    const [second] = await placeFor(shop, friend);
    const ready = TO_DELIVERED.slice(0, -1);
    await move(first, ready);
    await move(second, ready);
    raceAt(t.database, { racers: 2, before: 'order-status:start', inside: 'referral-reward:claim' });
    await Promise.all([move(first, ['delivered']), move(second, ['delivered'])]);
    await rewarded(inviter, friend, REFERRAL_CREDIT_PAISA);
  });
});
