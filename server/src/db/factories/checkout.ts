import type { DbOrTx } from '../client.ts';
import { coupons, deliveryMethods, timeSlots, vouchers } from '../schema/index.ts';
import { createCategory, createProduct, createStore } from './catalog.ts';
import { createDeliveryLocation } from './delivery.ts';
import { uniqueSuffix } from './unique.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createDeliveryMethod(db: DbOrTx, overrides: Insert<typeof deliveryMethods> = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(deliveryMethods)
    .values({
      slug: `method-${u}`,
      name: `Method ${u}`,
      description: 'Delivered by our riders',
      ...overrides,
    })
    .returning();
  return row;
}

/** `startsAt`/`endsAt` as "HH:MM" Kathmandu wall-clock; an end before the start runs past midnight. */
export async function createTimeSlot(
  db: DbOrTx,
  input: { methodId: number; startsAt: string; endsAt: string; capacity?: number; isActive?: boolean },
) {
  const [row] = await db
    .insert(timeSlots)
    .values({ capacity: 20, ...input })
    .returning();
  return row;
}

/** The code is stored upper-case and unique; a 10 % coupon without limits by default. */
export async function createCoupon(db: DbOrTx, overrides: Insert<typeof coupons> = {}) {
  const code = (overrides.code ?? `CODE${uniqueSuffix()}`).toUpperCase();
  const [row] = await db
    .insert(coupons)
    .values({ type: 'percent', value: 10, description: 'A test coupon', ...overrides, code })
    .returning();
  return row;
}

export async function createVoucher(db: DbOrTx, overrides: Insert<typeof vouchers> = {}) {
  const code = (overrides.code ?? `GIFT${uniqueSuffix()}`).toUpperCase();
  const [row] = await db
    .insert(vouchers)
    .values({ amountPaisa: 50_000, ...overrides, code })
    .returning();
  return row;
}

/**
 * Everything a checkout needs except the user's cart and address: a location (Thamel, Rs 100), a
 * bakery 1 km from it, a gift (Rs 1,500, made to order, same-day) and a cake (Rs 1,200, 24 h to
 * prepare), a "standard" method without surcharge and four slots of 20.
 */
export async function checkoutFixture(db: DbOrTx) {
  const location = await createDeliveryLocation(db, {
    name: 'Thamel',
    lat: 27.7154,
    lng: 85.3123,
    deliveryChargePaisa: 10_000,
  });
  const store = await createStore(db, { name: 'Lazimpat Bakers', lat: 27.7218, lng: 85.3207 });
  const category = await createCategory(db, { name: 'Gifts', kind: 'gifts' });
  const cakeCategory = await createCategory(db, { name: 'Cakes', kind: 'cake' });
  const product = await createProduct(db, {
    name: 'Gift Hamper',
    storeId: store.id,
    categoryId: category.id,
    pricePaisa: 150_000,
    prepHours: 0,
    isSameDay: true,
  });
  const cake = await createProduct(db, {
    name: 'Chocolate Truffle Cake',
    type: 'cake',
    storeId: store.id,
    categoryId: cakeCategory.id,
    pricePaisa: 120_000,
    pricePerPoundPaisa: 100_000,
    minPound: 1,
    maxPound: 10,
    prepHours: 24,
  });
  const method = await createDeliveryMethod(db, { slug: `standard-${uniqueSuffix()}`, name: 'Standard' });
  const slots = [];
  for (const [startsAt, endsAt] of [
    ['09:00', '12:00'],
    ['12:00', '15:00'],
    ['15:00', '18:00'],
    ['18:00', '21:00'],
  ]) {
    slots.push(await createTimeSlot(db, { methodId: method.id, startsAt, endsAt, capacity: 20 }));
  }
  return { location, store, category, cakeCategory, product, cake, method, slots };
}

export type CheckoutFixture = Awaited<ReturnType<typeof checkoutFixture>>;
