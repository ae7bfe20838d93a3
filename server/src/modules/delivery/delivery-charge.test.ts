import { formatPrice, type TDeliveryCharge, ZDeliveryChargeResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import {
  type CheckoutFixture,
  checkoutFixture,
  createDeliveryMethod,
  createTimeSlot,
} from '../../db/factories/checkout.ts';
import { addCartLine, createDeliveryLocation, createProduct, createStore } from '../../db/factories/index.ts';
import { deliveryMethods, products } from '../../db/schema/index.ts';
import { cartApi, type Headers } from '../../test/cart-api.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Delivery charge: {locationId, cartItems} → duration, charge, chargeInfo,
// minMethodCharge, firstDeliveryDate. Dates depend on the Kathmandu clock, so it is frozen.

let a: ReturnType<typeof cartApi>;
let fx: CheckoutFixture;
let me: Headers;
let myId: string;
beforeEach(async () => {
  // Tests move it within the day.
  freezeKathmandu(10);
  a = cartApi(t);
  fx = await checkoutFixture(t.db);
  const user = await quickUser(t.db);
  me = user.headers;
  myId = user.user.id;
});

async function charge(body: Record<string, unknown>, headers = me): Promise<TDeliveryCharge> {
  const res = await a.post('delivery-charge', body, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return ZDeliveryChargeResponse.parse(res.json()).data;
}
const line = (productId: string) => addCartLine(t.db, { userId: myId, productId });

describe('POST delivery-charge', () => {
  it('answers the charge, its words and today for a same-day gift in the morning', async () => {
    const { today } = freezeKathmandu(10);
    await line(fx.product.id);
    expect(await charge({ locationId: fx.location.id, cartItems: [] })).toEqual({
      locationId: fx.location.id,
      locationName: 'Thamel',
      duration: 'Delivered today',
      charge: 10_000,
      chargeInfo: `Delivery to Thamel: ${formatPrice(10_000)}`,
      minMethodCharge: 10_000,
      firstDeliveryDate: today,
    });
  });

  it('is never today for a cake that needs 24 hours; the chosen lines decide', async () => {
    const { today, tomorrow } = freezeKathmandu(10);
    const gift = await line(fx.product.id);
    await line(fx.cake.id);
    const both = await charge({ locationId: fx.location.id });
    expect(both.firstDeliveryDate).not.toBe(today);
    expect(both).toMatchObject({ firstDeliveryDate: tomorrow, duration: 'Delivered from tomorrow' });
    // A quick checkout ("Buy now") of the gift alone can still come today.
    const alone = await charge({ locationId: fx.location.id, cartItems: [gift.cartItemId] });
    expect(alone.firstDeliveryDate).toBe(today);
  });

  it('moves to tomorrow after the evening cut-off, and further for a cake', async () => {
    const { tomorrow } = freezeKathmandu(19);
    await line(fx.product.id);
    expect((await charge({ locationId: fx.location.id })).firstDeliveryDate).toBe(tomorrow);
    await line(fx.cake.id);
    expect(await charge({ locationId: fx.location.id })).toMatchObject({
      duration: 'Delivered in 2 days at the earliest',
    });
    expect(await charge({ locationId: fx.location.id }, { ...me, 'accept-language': 'ne' })).toMatchObject({
      duration: 'सबैभन्दा चाँडो २ दिनमा डेलिभरी',
    });
  });

  it('adds the cheapest method to minMethodCharge and names the dearer ones', async () => {
    freezeKathmandu(10);
    const express = await createDeliveryMethod(t.db, { name: 'Express', surchargePaisa: 25_000 });
    const midnight = await createDeliveryMethod(t.db, { name: 'Midnight', surchargePaisa: 50_000 });
    await createTimeSlot(t.db, { methodId: express.id, startsAt: '13:00', endsAt: '14:00' });
    await createTimeSlot(t.db, { methodId: midnight.id, startsAt: '23:00', endsAt: '00:30' });
    // A method without active slots is not offered, so it cannot be the cheapest (below).
    const idle = await createDeliveryMethod(t.db, { name: 'Idle', surchargePaisa: 0 });
    await createTimeSlot(t.db, { methodId: idle.id, startsAt: '10:00', endsAt: '11:00', isActive: false });
    await line(fx.product.id);
    const c = await charge({ locationId: fx.location.id });
    expect(c).toMatchObject({ charge: 10_000, minMethodCharge: 10_000 });
    expect(c.chargeInfo).toBe(`Delivery to Thamel: ${formatPrice(10_000)}, express and midnight cost more`);
    // In Nepali: the same facts in Nepali words and digits; place and method names as stored.
    const nepali = await charge({ locationId: fx.location.id }, { ...me, 'accept-language': 'ne' });
    expect(nepali.chargeInfo).toBe(
      `Thamel मा डेलिभरी: ${formatPrice(10_000, null, 'ne')}, express र midnight डेलिभरीको शुल्क बढी लाग्छ`,
    );
    expect(nepali.duration).toBe('आजै डेलिभरी');
    // The English answer after a Nepali one is English again.
    expect((await charge({ locationId: fx.location.id })).chargeInfo).toBe(c.chargeInfo);
    await t.db.update(deliveryMethods).set({ isActive: false }).where(eq(deliveryMethods.id, fx.method.id));
    const dear = await charge({ locationId: fx.location.id });
    expect(dear.minMethodCharge).toBe(35_000);
    expect(dear.chargeInfo).toBe(`Delivery to Thamel: ${formatPrice(35_000)}, midnight costs more`);
  });

  it('is a 400 for an unknown or closed location', async () => {
    await line(fx.product.id);
    const closed = await createDeliveryLocation(t.db, { isActive: false });
    for (const locationId of [999_999, closed.id]) {
      const res = await a.fails(400, 'delivery-charge', { locationId }, me);
      expect(res.errors?.locationId).toEqual(['Choose a delivery location from the list']);
    }
    await a.fails(400, 'delivery-charge', { locationId: 'Thamel' }, me);
    await a.fails(400, 'delivery-charge', {}, me);
  });

  it('is a 400 naming the product when its shop is too far from the location', async () => {
    const dhulikhel = await createStore(t.db, { name: 'Dhulikhel Sweets', lat: 27.6253, lng: 85.5561 });
    const far = await createProduct(t.db, { name: 'Juju Dhau', storeId: dhulikhel.id });
    await line(fx.product.id);
    await line(far.id);
    const res = await a.fails(400, 'delivery-charge', { locationId: fx.location.id }, me);
    expect(res.message).toBe('Juju Dhau cannot be delivered to Thamel');
    expect(res.errors?.locationId).toEqual([res.message]);
  });

  it('is a 400 for an empty cart, and a 404 for lines that are not in it', async () => {
    expect((await a.fails(400, 'delivery-charge', { locationId: fx.location.id }, me)).message).toBe(
      'Your cart is empty',
    );
    await a.fails(400, 'delivery-charge', { locationId: fx.location.id });
    const other = await quickUser(t.db);
    const theirs = await addCartLine(t.db, { userId: other.user.id, productId: fx.product.id });
    await line(fx.cake.id);
    const res = await a.fails(
      404,
      'delivery-charge',
      { locationId: fx.location.id, cartItems: [theirs.cartItemId] },
      me,
    );
    expect(res.message).toBe('This item is no longer in your cart');
    await a.fails(400, 'delivery-charge', { locationId: fx.location.id, cartItems: ['nope'] }, me);
  });

  it('leaves out lines that cannot be ordered, and says why when none can', async () => {
    const { today } = freezeKathmandu(10);
    const dhulikhel = await createStore(t.db, { lat: 27.6253, lng: 85.5561 });
    const gone = await createProduct(t.db, { name: 'Old Hamper', storeId: dhulikhel.id, prepHours: 48 });
    await line(gone.id);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    // Withdrawn since it was added: it neither blocks (its shop is far) nor delays (48 h).
    await line(fx.product.id);
    expect((await charge({ locationId: fx.location.id })).firstDeliveryDate).toBe(today);
    const other = await quickUser(t.db);
    await addCartLine(t.db, { userId: other.user.id, productId: gone.id });
    const res = await a.fails(409, 'delivery-charge', { locationId: fx.location.id }, other.headers);
    expect(res.message).toBe('Old Hamper: This product is not available right now');
  });
});
