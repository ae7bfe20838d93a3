import { addDays, todayInKathmandu, toPaisa } from '@upahar/contract';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { Tx } from '../client.ts';
import { createAddress } from '../factories/cart.ts';
import { createCoupon, createDeliveryMethod, createTimeSlot, createVoucher } from '../factories/checkout.ts';
import { createOrder } from '../factories/orders.ts';
import { deliveryLocations, giftOffers, products, stores, users } from '../schema/index.ts';
import { seedDeliveryProof } from './delivery-proof.ts';
import { seedPhotoCakeOrder } from './photo-cake-order.ts';
import { seedValleyOrders } from './valley-orders.ts';

// The buying half of the demo: delivery methods with slots, coupons and a voucher to try,
// a free gift above Rs 3,000, and a few orders so /profile/orders and the seller's dashboard are
// not empty on a fresh start.

const METHODS = [
  {
    slug: 'standard',
    name: 'Standard',
    description: 'Delivered by our riders within the time slot you choose',
    surcharge: 0,
    leadHours: 0,
    slots: [
      ['09:00', '12:00', 20],
      ['12:00', '15:00', 20],
      ['15:00', '18:00', 20],
      ['18:00', '21:00', 15],
    ],
  },
  {
    slug: 'express',
    name: 'Express',
    description: 'A two-hour window, for when timing matters',
    surcharge: 150,
    leadHours: 0,
    slots: [
      ['10:00', '12:00', 6],
      ['12:00', '14:00', 6],
      ['14:00', '16:00', 6],
      ['16:00', '18:00', 6],
      ['18:00', '20:00', 6],
    ],
  },
  {
    slug: 'midnight',
    name: 'Midnight',
    description: 'A surprise at the stroke of midnight, delivered between 11 pm and 12:30 am',
    surcharge: 300,
    leadHours: 2,
    slots: [['23:00', '00:30', 8]],
  },
] as const;

const DEMO_COUPONS = { welcome: 'WELCOME10', flat: 'FLAT200', expired: 'DASHAIN2025' } as const;
const DEMO_VOUCHER = 'GIFT-DEMO-500';

export async function seedBuying(tx: Tx) {
  const slotIds: number[] = [];
  for (const [i, m] of METHODS.entries()) {
    const method = await createDeliveryMethod(tx, {
      slug: m.slug,
      name: m.name,
      description: m.description,
      surchargePaisa: toPaisa(m.surcharge),
      leadHours: m.leadHours,
      sortOrder: i,
    });
    for (const [startsAt, endsAt, capacity] of m.slots) {
      slotIds.push((await createTimeSlot(tx, { methodId: method.id, startsAt, endsAt, capacity })).id);
    }
  }

  await createCoupon(tx, {
    code: DEMO_COUPONS.welcome,
    description: '10% off your order, up to Rs 500, on orders of Rs 1,000 or more',
    type: 'percent',
    value: 10,
    maxDiscountPaisa: toPaisa(500),
    minSubtotalPaisa: toPaisa(1000),
    perUserLimit: 1,
  });
  await createCoupon(tx, {
    code: DEMO_COUPONS.flat,
    description: 'Rs 200 off orders of Rs 2,500 or more',
    type: 'fixed',
    value: toPaisa(200),
    minSubtotalPaisa: toPaisa(2500),
    perUserLimit: 3,
    usageLimit: 500,
  });
  await createCoupon(tx, {
    code: DEMO_COUPONS.expired,
    description: 'Dashain 2025: 15% off',
    type: 'percent',
    value: 15,
    expiresAt: new Date('2025-10-15T18:15:00Z'),
  });
  await createVoucher(tx, { code: DEMO_VOUCHER, amountPaisa: toPaisa(500) });

  // A small add-on as the free gift: the cheapest ready-made chocolate box.
  const [gift] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, 'mini-heart-chocolates'), isNotNull(products.stock)))
    .limit(1);
  if (gift) {
    await tx
      .insert(giftOffers)
      .values({ productId: gift.id, title: 'Free Mini Heart Chocolates', minSubtotalPaisa: toPaisa(3000) });
  }

  await seedDemoOrders(tx, slotIds[0]);
  await seedValleyOrders(tx, slotIds[0]);
}

const ADDRESS = { receiverName: 'Aarati Gurung', landmark: 'Blue gate opposite the Ganesh temple' };

/** Two orders of the demo customer from the demo seller's bakery: one delivered, one on its way. */
async function seedDemoOrders(tx: Tx, slotId: number) {
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'customer@upahar.demo'));
  const [seller] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'seller@upahar.demo'));
  if (!customer || !seller) return;
  const [location] = await tx
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(asc(deliveryLocations.sortOrder), asc(deliveryLocations.id))
    .limit(1);
  if (!location) return;
  await createAddress(tx, {
    userId: customer.id,
    deliveryLocationId: location.id,
    alias: 'Home',
    receiverName: 'Aarati Gurung',
    phoneNumber: '9841234567',
    landmark: 'Blue gate opposite the Ganesh temple',
  });
  const cakes = await tx
    .select({ id: products.id, price: products.sellingPricePaisa })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(stores.ownerUserId, seller.id), eq(products.type, 'cake'), isNull(products.stock)))
    .orderBy(asc(products.slug))
    .limit(3);
  if (cakes.length < 3) return;
  const now = clock.now();
  const today = todayInKathmandu(now);
  const day = 24 * 3600 * 1000;
  const delivered = await createOrder(tx, {
    userId: customer.id,
    status: 'delivered',
    items: [{ productId: cakes[0].id, quantity: 1, unitPricePaisa: cakes[0].price, optionsLabel: '2 lb' }],
    deliveryLocationId: location.id,
    timeSlotId: slotId,
    deliveryDate: addDays(today, -12),
    address: ADDRESS,
    placedAt: new Date(now.getTime() - 14 * day),
  });
  await seedDeliveryProof(tx, { orderId: delivered.id, deliveredAt: new Date(now.getTime() - 12 * day) });
  await createOrder(tx, {
    userId: customer.id,
    status: 'confirmed',
    items: [{ productId: cakes[1].id, quantity: 1, unitPricePaisa: cakes[1].price, optionsLabel: '1 lb' }],
    deliveryLocationId: location.id,
    timeSlotId: slotId,
    deliveryDate: addDays(today, 2),
    address: ADDRESS,
    placedAt: new Date(now.getTime() - 2 * 3600 * 1000),
  });
  // One order to two people: a cake home with a card, and one to a friend kept a surprise.
  await createOrder(tx, {
    userId: customer.id,
    status: 'confirmed',
    items: [
      { productId: cakes[0].id, quantity: 1, unitPricePaisa: cakes[0].price, optionsLabel: '1 lb' },
      { productId: cakes[2].id, quantity: 1, unitPricePaisa: cakes[2].price, optionsLabel: '1 lb', drop: 2 },
    ],
    deliveryLocationId: location.id,
    timeSlotId: slotId,
    deliveryDate: addDays(today, 3),
    address: ADDRESS,
    giftMessage: 'Happy birthday, Aama! With all our love.',
    drops: {
      2: {
        address: {
          alias: 'Maya',
          receiverName: 'Maya Tamang',
          phoneNumber: '9801234567',
          landmark: 'Yellow house behind Baneshwor chowk',
        },
        giftMessage: 'Congratulations on the new job, Maya!',
        hideSender: true,
      },
    },
    placedAt: new Date(now.getTime() - 3600 * 1000),
  });
  await seedPhotoCakeOrder(tx, {
    customerId: customer.id,
    locationId: location.id,
    slotId,
    address: ADDRESS,
  });
}
