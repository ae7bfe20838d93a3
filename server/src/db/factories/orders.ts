import { randomBytes } from 'node:crypto';
import {
  addDays,
  type TOrderStatus,
  type TPaymentMethodId,
  type TPaymentStatus,
  todayInKathmandu,
} from '@upahar/contract';
import { eq, inArray } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { firstImage } from '../../modules/cart/index.ts';
import { partRows, splitMoney } from '../../modules/checkout/index.ts';
import type { DbOrTx } from '../client.ts';
import type { CartLineOptions } from '../schema/cart.ts';
import {
  deliveryLocations,
  deliveryMethods,
  type OrderAddress,
  orderEvents,
  orderItems,
  orderParts,
  orders,
  products,
  timeSlots,
} from '../schema/index.ts';
import { createProduct } from './catalog.ts';
import { createDeliveryLocation } from './delivery.ts';
import { uniqueSuffix } from './unique.ts';

type CreateOrderItemInput = {
  productId: string;
  quantity: number;
  unitPricePaisa: number;
  options?: CartLineOptions;
  optionsLabel?: string;
  isGift?: boolean;
  /** Which recipient the line goes to (1 by default; see `drops`). */
  drop?: number;
};

/** A further recipient's delivery: its address and card (the slot and day are the order's). */
type CreateDropInput = { address: Partial<OrderAddress>; giftMessage?: string; hideSender?: boolean };

export type CreateOrderInput = {
  userId: string;
  status?: TOrderStatus;
  paymentMethod?: TPaymentMethodId;
  paymentStatus?: TPaymentStatus;
  /** Lines; by default one new product at Rs 1,500. */
  items?: CreateOrderItemInput[];
  deliveryChargePaisa?: number;
  methodChargePaisa?: number;
  discountPaisa?: number;
  deliveryLocationId?: number;
  /** A slot (its method is looked up); by default a new "Standard" method with one slot. */
  timeSlotId?: number;
  deliveryDate?: string;
  placedAt?: Date;
  note?: string;
  number?: string;
  address?: Partial<OrderAddress>;
  cancelReason?: string;
  /** The first recipient's card. */
  giftMessage?: string;
  hideSender?: boolean;
  /** Further recipients by drop number (2, 3, …), for lines that name them. */
  drops?: Record<number, CreateDropInput>;
};

// The customer's path through the statuses, for a believable timeline.
const FORWARD: TOrderStatus[] = ['placed', 'confirmed', 'preparing', 'out_for_delivery', 'delivered'];
const STEP_MINUTES = 90;

/** Public order numbers are not guessable (no enumeration); the factory uses 48 random bits. */
const randomOrderNumber = () => `UP-${randomBytes(6).toString('hex').toUpperCase()}`;

async function slotFor(db: DbOrTx, timeSlotId: number | undefined) {
  if (timeSlotId !== undefined) {
    const [row] = await db
      .select({
        slotId: timeSlots.id,
        methodId: timeSlots.methodId,
        start: timeSlots.startsAt,
        end: timeSlots.endsAt,
      })
      .from(timeSlots)
      .where(eq(timeSlots.id, timeSlotId));
    if (!row) throw new Error(`createOrder: no time slot ${timeSlotId}`);
    return row;
  }
  const u = uniqueSuffix();
  const [method] = await db
    .insert(deliveryMethods)
    .values({ slug: `order-method-${u}`, name: 'Standard delivery', description: 'Delivered by our riders' })
    .returning();
  const [slot] = await db
    .insert(timeSlots)
    .values({ methodId: method.id, startsAt: '10:00', endsAt: '13:00', capacity: 20 })
    .returning();
  return { slotId: slot.id, methodId: method.id, start: slot.startsAt, end: slot.endsAt };
}

/**
 * A consistent order as place-order would leave it: copied lines, totals computed from them,
 * an address copy and the status timeline up to `status` (tests and the demo
 * seed share it). It books no slot and takes no stock; tests of holds use real checkouts.
 */
export async function createOrder(db: DbOrTx, input: CreateOrderInput) {
  const status = input.status ?? 'placed';
  const lines = input.items ?? [
    {
      productId: (await createProduct(db, { pricePaisa: 150_000 })).id,
      quantity: 1,
      unitPricePaisa: 150_000,
    },
  ];
  if (lines.length === 0) throw new Error('createOrder: an order needs at least one line');
  const productRows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      storeId: products.storeId,
      image: firstImage(),
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const byId = new Map(productRows.map((p) => [p.id, p]));
  const locationId = input.deliveryLocationId ?? (await createDeliveryLocation(db)).id;
  const [location] = await db
    .select({ name: deliveryLocations.name, charge: deliveryLocations.deliveryChargePaisa })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.id, locationId));
  const slot = await slotFor(db, input.timeSlotId);

  const subtotal = lines.reduce((sum, l) => sum + (l.isGift ? 0 : l.unitPricePaisa * l.quantity), 0);
  const deliveryCharge = input.deliveryChargePaisa ?? location?.charge ?? 0;
  const methodCharge = input.methodChargePaisa ?? 0;
  const discount = input.discountPaisa ?? 0;
  const placedAt = input.placedAt ?? clock.now();
  const paymentMethod = input.paymentMethod ?? 'cod';
  const [order] = await db
    .insert(orders)
    .values({
      number: input.number ?? randomOrderNumber(),
      userId: input.userId,
      status,
      paymentMethod,
      paymentStatus:
        input.paymentStatus ?? (status === 'delivered' && paymentMethod === 'cod' ? 'paid' : 'pending'),
      subtotalPaisa: subtotal,
      deliveryChargePaisa: deliveryCharge,
      methodChargePaisa: methodCharge,
      discountPaisa: discount,
      totalPaisa: Math.max(0, subtotal + deliveryCharge + methodCharge - discount),
      deliveryLocationId: locationId,
      deliveryMethodId: slot.methodId,
      timeSlotId: slot.slotId,
      deliveryDate: input.deliveryDate ?? addDays(todayInKathmandu(placedAt), 1),
      slotLabel: `${slot.start.slice(0, 5)}–${slot.end.slice(0, 5)}`,
      address: {
        addressId: null,
        alias: 'Home',
        receiverName: 'Sita Shrestha',
        phoneNumber: '9841234567',
        secondaryPhoneNumber: null,
        landmark: 'Opposite the temple gate',
        locationName: location?.name ?? 'Kathmandu',
        lat: null,
        lng: null,
        ...input.address,
      },
      note: input.note ?? '',
      cancelReason: status === 'cancelled' ? (input.cancelReason ?? 'I ordered by mistake') : null,
      placedAt,
      updatedAt: placedAt,
    })
    .returning();

  const storeOf = (productId: string) => {
    const p = byId.get(productId);
    if (!p) throw new Error(`createOrder: no product ${productId}`);
    return p.storeId;
  };
  const money = splitMoney({
    lines: lines.map((l) => ({
      storeId: storeOf(l.productId),
      drop: l.drop ?? 1,
      total: l.isGift ? 0 : l.unitPricePaisa * l.quantity,
    })),
    discount: order.discountPaisa,
    discountBase: new Map(),
    deliveryCharge: order.deliveryChargePaisa,
    methodCharge: order.methodChargePaisa,
    credit: order.creditPaisa,
  });
  const delivery = (address: OrderAddress, card: { giftMessage?: string; hideSender?: boolean }) => ({
    timeSlotId: order.timeSlotId,
    deliveryDate: order.deliveryDate,
    slotLabel: order.slotLabel,
    address,
    giftMessage: card.giftMessage ?? '',
    hideSender: card.hideSender ?? false,
    recipientTokenHash: null,
  });
  const drops = new Map([
    [1, delivery(order.address, input)],
    ...Object.entries(input.drops ?? {}).map(
      ([n, d]) => [Number(n), delivery({ ...order.address, addressId: null, ...d.address }, d)] as const,
    ),
  ]);
  const parts = await db
    .insert(orderParts)
    .values(partRows(order, money, drops))
    .returning();
  const partOf = (productId: string, drop = 1) =>
    parts.find((p) => p.storeId === storeOf(productId) && p.drop === drop)?.id ?? '';

  const items = await db
    .insert(orderItems)
    .values(
      lines.map((l) => {
        const p = byId.get(l.productId);
        if (!p) throw new Error(`createOrder: no product ${l.productId}`);
        const unit = l.isGift ? 0 : l.unitPricePaisa;
        return {
          orderId: order.id,
          partId: partOf(p.id, l.drop),
          productId: p.id,
          storeId: p.storeId,
          name: p.name,
          slug: p.slug,
          image: p.image,
          options: l.options ?? {},
          optionsLabel: l.optionsLabel ?? '',
          quantity: l.quantity,
          unitPricePaisa: unit,
          totalPaisa: unit * l.quantity,
          isGift: l.isGift ?? false,
        };
      }),
    )
    .returning();

  const path: TOrderStatus[] =
    status === 'cancelled' ? ['placed', 'cancelled'] : FORWARD.slice(0, FORWARD.indexOf(status) + 1);
  // An order placed a little while ago (the demo's newest) fits its steps into the time since, so
  // no step is dated in the future; an order placed now keeps the usual spacing, as tests expect.
  const since = clock.now().getTime() - placedAt.getTime();
  const stepMs =
    input.placedAt !== undefined && since > 0
      ? Math.min(STEP_MINUTES * 60_000, Math.floor(since / path.length))
      : STEP_MINUTES * 60_000;
  const events = await db
    .insert(orderEvents)
    .values(
      parts.flatMap((part) =>
        path.map((s, i) => ({
          orderId: order.id,
          partId: part.id,
          status: s,
          note: s === 'cancelled' ? (order.cancelReason ?? '') : '',
          actorUserId: s === 'placed' || s === 'cancelled' ? input.userId : null,
          actorRole: s === 'placed' || s === 'cancelled' ? 'customer' : 'seller',
          createdAt: new Date(placedAt.getTime() + i * stepMs),
        })),
      ),
    )
    .returning();
  return { ...order, parts, items, events };
}
