import { randomBytes } from 'node:crypto';
import { isOnlinePaymentMethod, type TExtraDrop, type TPlacedOrder } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { racePoint } from '../../lib/race-points.ts';
import { users } from '../auth/tables.ts';
import { lockCartFlashSales, takeFlashSales } from '../campaigns/index.ts';
import { type PricedLine, priceSplitOf, removeCartLines, setCartCoupon, subtotalOf } from '../cart/index.ts';
import { countOrderSales, takeStock } from '../catalog/index.ts';
import { spendCoupon } from '../coupons/index.ts';
import { creditBalance, postCredit } from '../credits/index.ts';
import { shopFundedOf } from '../deals/index.ts';
import { bookSlot, bookStoreSlots, slotLabel, storesOfLines } from '../delivery/index.ts';
import { insertOrder, insertOrderEvents, insertOrderItems, insertOrderParts } from '../orders/index.ts';
import { isPaymentMethodEnabled } from '../payments/index.ts';
import { checkMessageWords } from '../words/index.ts';
import { queueConfirmationEmail, queueStoreEmails } from './confirmation-email.ts';
import { couponDiscountByStore, couponFunder, findCoupon } from './coupons.ts';
import { checkDrops, dropLabels, forDrop, orderAddress, sum } from './drops.ts';
import { type UnlockedGift, unlockedGifts } from './gifts.ts';
import { type IdempotentRequest, recallOrder, rememberOrder } from './idempotency.ts';
import { queueRecipientTexts, recipientToken } from './recipient-texts.ts';
import { partRows, splitMoney } from './split-parts.ts';
import { assertOrderable, checkoutLines } from './summary.ts';
import { assertTotalAsShown, computeTotals } from './totals.ts';

// POST place-order: one transaction from the cart to the order. Every amount is
// priced here again (never taken from the client); slot, stock, coupon and credit are taken with conditional
// updates inside it, so concurrent checkouts cannot overbook, oversell or double-spend.

export type PlaceOrderInput = {
  cartItems: string[];
  addressId: number;
  deliveryMethodId: number;
  timeSlotId: number;
  deliveryDate: string;
  paymentMethod: TPlacedOrder['paymentMethod'];
  useCredit: boolean;
  note: string;
  /** The first recipient's card. */
  giftMessage: string;
  hideSender: boolean;
  /** Further recipients: their lines, address, slot and card. */
  drops: TExtraDrop[];
  /** The total the shopper was shown; the order is refused when it would cost anything else. */
  expectedTotal: number;
};

/** Not guessable, unlike an incrementing id, so orders cannot be enumerated: "UP-3F9A1C7B2E04". */
const newOrderNumber = () => `UP-${randomBytes(6).toString('hex').toUpperCase()}`;

export async function placeOrder(o: {
  db: Db;
  config: Pick<Config, 'payments' | 'publicUrl'>;
  userId: string;
  input: PlaceOrderInput;
  idempotency: IdempotentRequest;
  now?: Date;
}): Promise<{ order: TPlacedOrder; replayed: boolean }> {
  const { db, input, userId } = o;
  const now = o.now ?? clock.now();
  if (!isPaymentMethodEnabled(o.config, input.paymentMethod)) {
    const message = m.errors_checkout_payment_method();
    throw new AppError('bad_payment_method', message, 400, { paymentMethod: [message] });
  }
  // Cards are printed and handed over: their words pass the shop's filter before anything is taken.
  await checkMessageWords({ db, text: input.giftMessage, field: 'giftMessage', on: 'card' });
  for (const [i, d] of (input.drops ?? []).entries()) {
    await checkMessageWords({ db, text: d.giftMessage, field: `drops.${i}.giftMessage`, on: 'card' });
  }
  await racePoint('place-order:start');
  return db.transaction(async (tx) => {
    // One shopper's checkouts run one at a time: the idempotency key, the credit balance and the
    // per-user coupon limit are read and written under this lock. NO KEY UPDATE, not UPDATE: rows
    // that merely reference the user (a credit given back by a seller's cancellation, a session)
    // take KEY SHARE, and a full lock would make them wait crosswise with the slot and stock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const earlier = await recallOrder(tx, userId, o.idempotency);
    if (earlier) return { order: earlier, replayed: true };

    // Priced under the lock of the flash sales it may draw on: the price is the one charged.
    await lockCartFlashSales(tx, { userId, now });
    const { cart, lines } = await checkoutLines({ db: tx, userId, itemIds: input.cartItems, now });
    assertOrderable(lines);
    const drops = await checkDrops(tx, userId, now, lines, input);
    const [first] = drops;

    const coupon = cart.couponCode ? await findCoupon({ db: tx, code: cart.couponCode }) : null;
    if (cart.couponCode && !coupon) {
      const message = m.errors_checkout_code_unknown();
      throw new AppError('coupon_refused', message, 400, { code: [message] });
    }
    // A coupon that stopped applying refuses the order (409 with the reason) instead of silently
    // charging more than the summary the shopper saw.
    const applied = coupon
      ? await couponDiscountByStore({ db: tx, coupon, lines, userId, now })
      : { discount: 0, applicableByStore: new Map<number, number>() };
    const discount = applied.discount;
    const balance = input.useCredit ? await creditBalance({ db: tx, userId }) : 0;
    const subtotal = subtotalOf(lines);
    const totals = computeTotals({
      subtotal,
      deliveryCharge: sum(drops.map((d) => d.location.charge)),
      methodCharge: sum(drops.map((d) => d.slot.surcharge)),
      discount,
      creditBalance: balance,
      useCredit: input.useCredit,
      couponCode: coupon?.code ?? null,
      couponProblem: null,
      labels: dropLabels(drops),
    });
    assertTotalAsShown(input.expectedTotal, totals.total);

    await racePoint('place-order:holds');
    // Each drop is a delivery: it takes a place in its slot, and in each of its stores' limits.
    // Booked in one fixed order (slot, then day), as every checkout books, so two checkouts
    // taking the same slots wait for each other instead of deadlocking.
    const bookingOrder = [...drops].sort(
      (a, b) => a.slot.slotId - b.slot.slotId || a.deliveryDate.localeCompare(b.deliveryDate),
    );
    for (const d of bookingOrder) {
      await forDrop(d.drop, () =>
        bookSlot(tx, { slotId: d.slot.slotId, date: d.deliveryDate, capacity: d.slot.capacity }),
      );
    }
    const gifts = await unlockedGifts(tx, subtotal);
    // The stores the shopper chose from keep their own limits; a free gift's store never refuses.
    for (const d of bookingOrder) {
      await bookStoreSlots(tx, {
        stores: storesOfLines(d.lines),
        slotId: d.slot.slotId,
        date: d.deliveryDate,
      });
    }
    const granted = await takeStock(tx, lines, gifts);

    const order = await insertOrder(tx, {
      number: newOrderNumber(),
      userId,
      paymentMethod: input.paymentMethod,
      // Nothing left to pay (voucher credit covered it) is paid, whatever the method.
      paymentStatus: totals.total === 0 ? 'paid' : 'pending',
      subtotalPaisa: totals.subtotal,
      deliveryChargePaisa: totals.deliveryCharge,
      methodChargePaisa: totals.methodCharge,
      discountPaisa: totals.discount,
      creditPaisa: totals.credit,
      totalPaisa: totals.total,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      // The order's own delivery fields are its first drop's.
      deliveryLocationId: first.location.id,
      deliveryMethodId: first.slot.methodId,
      timeSlotId: first.slot.slotId,
      deliveryDate: first.deliveryDate,
      slotLabel: slotLabel(first.slot.startsAt, first.slot.endsAt),
      address: orderAddress(first),
      // The cart's "note for the shop" travels with the order unless the shopper wrote one at payment.
      note: input.note || cart.note,
    });

    const grantedGifts = gifts.filter((g) => granted.has(g.productId));
    // One part per store and drop: each store sees and moves only what it delivers, to whom.
    // A free gift rides with the first drop.
    const dropOf = new Map(drops.flatMap((d) => d.lines.map((l) => [l.cartItemId, d.drop] as const)));
    const money = splitMoney({
      lines: [
        ...lines.map((l) => ({ storeId: l.storeId, drop: dropOf.get(l.cartItemId) ?? 1, total: l.total })),
        ...grantedGifts.map((g) => ({ storeId: g.storeId, drop: 1, total: 0 })),
      ],
      discount: totals.discount,
      discountBase: applied.applicableByStore,
      discountStoreId: coupon ? couponFunder(coupon) : null,
      deliveryCharge: totals.deliveryCharge,
      methodCharge: totals.methodCharge,
      dropCharges: new Map(
        drops.map((d) => [d.drop, { deliveryCharge: d.location.charge, methodCharge: d.slot.surcharge }]),
      ),
      credit: totals.credit,
    });
    const tracking = drops.map((d) => ({ drop: d, token: recipientToken() }));
    const partFor = (storeId: number, cartItemId?: string) =>
      partOf.get(`${cartItemId ? (dropOf.get(cartItemId) ?? 1) : 1}:${storeId}`);
    const deliveries = new Map(
      tracking.map(({ drop: d, token }) => [
        d.drop,
        {
          timeSlotId: d.slot.slotId,
          deliveryDate: d.deliveryDate,
          slotLabel: slotLabel(d.slot.startsAt, d.slot.endsAt),
          address: orderAddress(d),
          giftMessage: d.giftMessage,
          hideSender: d.hideSender,
          recipientTokenHash: token.hash,
        },
      ]),
    );
    const parts = await insertOrderParts(tx, partRows(order, money, deliveries));
    const partOf = new Map(parts.map((p) => [`${p.drop}:${p.storeId}`, p.id]));
    await insertItems(tx, order.id, partFor, lines, grantedGifts);
    // A line priced by a flash sale takes the units it priced from its stock now (the line's
    // other units are at another price and take nothing from it), or the order is refused.
    const flash = lines.map((l) => ({
      name: l.name,
      quantity: l.deal?.dealQuantity ?? 0,
      flashSaleId: l.deal?.flashSaleId ?? null,
    }));
    await takeFlashSales(tx, { userId, orderId: order.id, now, lines: flash });
    await countOrderSales(tx, order.id);
    await insertOrderEvents(
      tx,
      parts.map((p) => ({
        orderId: order.id,
        partId: p.id,
        status: 'placed' as const,
        note: '',
        actorUserId: userId,
        actorRole: 'customer',
      })),
    );
    if (coupon) await spendCoupon(tx, { couponId: coupon.id, userId, orderId: order.id });
    if (totals.credit > 0) {
      await postCredit(tx, {
        userId,
        amountPaisa: -totals.credit,
        reason: `Paid towards order ${order.number}`,
        orderId: order.id,
      });
    }
    // The bought lines leave the cart; a quick checkout leaves the rest where it was.
    // The cart row before its lines, the order the login merge takes them in (no deadlock).
    if (coupon) await setCartCoupon(tx, { cartId: cart.id }, null, now);
    const bought = lines.map((l) => l.cartItemId);
    await removeCartLines(tx, cart.id, bought);
    await queueConfirmationEmail({ tx, order, publicUrl: o.config.publicUrl });
    await queueStoreEmails({ tx, order, parts, publicUrl: o.config.publicUrl });
    await queueRecipientTexts({ tx, order, drops: tracking, publicUrl: o.config.publicUrl });

    const placed: TPlacedOrder = {
      orderId: order.id,
      number: order.number,
      total: order.totalPaisa,
      paymentMethod: order.paymentMethod,
      paymentRequired: isOnlinePaymentMethod(order.paymentMethod) && order.paymentStatus !== 'paid',
      currentOrderIds: [order.id],
    };
    await rememberOrder(tx, userId, o.idempotency, placed);
    return { order: placed, replayed: false };
  });
}

/** Copies of the bought lines, plus the free gifts this order was granted (the cart's gifts). */
async function insertItems(
  tx: Tx,
  orderId: string,
  partOf: (storeId: number, cartItemId?: string) => string | undefined,
  lines: readonly PricedLine[],
  gifts: readonly UnlockedGift[],
) {
  const part = (storeId: number, cartItemId?: string) => {
    const id = partOf(storeId, cartItemId);
    if (!id) throw new Error(`No part of order ${orderId} for store ${storeId}`);
    return id;
  };
  await insertOrderItems(tx, [
    ...lines.map((l) => {
      const split = priceSplitOf(l);
      return {
        orderId,
        partId: part(l.storeId, l.cartItemId),
        productId: l.productId,
        storeId: l.storeId,
        name: l.name,
        slug: l.slug,
        image: l.image,
        options: l.options,
        optionsLabel: l.optionsLabel,
        quantity: l.quantity,
        unitPricePaisa: l.unitPrice,
        totalPaisa: l.total,
        flashQuantity: split?.flashQuantity ?? null,
        restUnitPricePaisa: split?.restPrice ?? null,
        shopFundedPaisa: l.deal ? shopFundedOf(l.deal, l.listUnitPrice, l.quantity) : 0,
      };
    }),
    ...gifts.map(({ stock: _, ...g }) => ({
      orderId,
      partId: part(g.storeId),
      ...g,
      quantity: 1,
      unitPricePaisa: 0,
      totalPaisa: 0,
      // A free gift is no campaign price: nothing for the shop to fund.
      shopFundedPaisa: 0,
      isGift: true,
    })),
  ]);
}
