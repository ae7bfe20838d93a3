import { randomBytes } from 'node:crypto';
import { addDays, todayInKathmandu } from '@upahar/contract';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { SALES_WINDOW_DAYS, setSoldCountsFromWindow } from '../../modules/catalog/index.ts';
import type { Tx } from '../client.ts';
import { createOrder } from '../factories/orders.ts';
import { createUser } from '../factories/users.ts';
import { deliveryLocations, products } from '../schema/index.ts';

// The shop's popularity ("Trending: what the valley is ordering this week", the "Popular" sort)
// comes from orders, so the demo has a month of orders from shoppers around the valley; without
// them a fresh shop would have nothing to rank. Their accounts get random passwords: they are
// there to have ordered, not to be signed into.

export const SHOPPERS = [
  { name: 'Pemba Sherpa', username: 'pemba_s', email: 'pemba.s@valley.upahar.demo' },
  { name: 'Sunita Karki', username: 'sunita_k', email: 'sunita.k@valley.upahar.demo' },
  { name: 'Rohan Shakya', username: 'rohan_shakya', email: 'rohan.shakya@valley.upahar.demo' },
  { name: 'Nisha Tamang', username: 'nisha_t', email: 'nisha.t@valley.upahar.demo' },
  { name: 'Anil Thapa', username: 'anil_thapa', email: 'anil.thapa@valley.upahar.demo' },
];
const ORDERS = 48;
const DAY = 24 * 3600 * 1000;

/** A small repeatable random sequence, so every fresh demo shop has the same month of orders. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

export async function seedValleyOrders(tx: Tx, slotId: number) {
  const [location] = await tx
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(asc(deliveryLocations.sortOrder), asc(deliveryLocations.id))
    .limit(1);
  // Cakes and gifts made to order or in stock; the shelves never show cars or donations.
  const goods = await tx
    .select({ id: products.id, price: products.sellingPricePaisa, minPound: products.minPound })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        inArray(products.type, ['cake', 'product']),
        or(isNull(products.stock), gt(products.stock, 0)),
      ),
    )
    .orderBy(asc(products.slug));
  if (!location || goods.length === 0) return;

  const random = sequence(2026);
  // A shuffled order of the goods: the first ones are the favourites of the month.
  const ranked = goods
    .map((g) => ({ g, k: random() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.g);
  const shoppers = [];
  for (const s of SHOPPERS) {
    shoppers.push(
      await createUser(tx, {
        ...s,
        password: randomBytes(18).toString('base64url'),
      }),
    );
  }

  const now = clock.now();
  for (let i = 0; i < ORDERS; i++) {
    const shopper = shoppers[i % shoppers.length];
    // Squaring leans the picks towards the favourites, as real orders do.
    const pick = () => ranked[Math.floor(random() ** 2 * Math.min(ranked.length, 30))];
    const lines = [pick(), ...(random() < 0.3 ? [pick()] : [])].filter(
      (g, j, all) => all.findIndex((x) => x.id === g.id) === j,
    );
    const placedAt = new Date(now.getTime() - (1 + random() * (SALES_WINDOW_DAYS - 3)) * DAY);
    const recent = now.getTime() - placedAt.getTime() < 2 * DAY;
    // Every third shopper pays online with eSewa; the others pay cash on delivery.
    const online = i % 3 === 0;
    await createOrder(tx, {
      userId: shopper.id,
      status: recent ? 'confirmed' : 'delivered',
      ...(online ? { paymentMethod: 'esewa' as const, paymentStatus: 'paid' as const } : {}),
      items: lines.map((g) => ({
        productId: g.id,
        quantity: random() < 0.8 ? 1 : 2,
        unitPricePaisa: g.price,
        ...(g.minPound !== null ? { optionsLabel: `${g.minPound} lb` } : {}),
      })),
      deliveryLocationId: location.id,
      timeSlotId: slotId,
      deliveryDate: addDays(todayInKathmandu(placedAt), 1),
      address: { receiverName: shopper.name, landmark: 'Near the chowk' },
      placedAt,
    });
  }

  // Every product's sold count is what these orders (and the demo customer's) hold, as the
  // housekeeping job keeps it from now on.
  await setSoldCountsFromWindow(tx, now);
}
