import type { TExtraDrop } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserAddress } from '../addresses/index.ts';
import type { PricedLine } from '../cart/index.ts';
import {
  assertDeliveryDate,
  assertLinesReach,
  assertSameDay,
  assertStoresOpen,
  combinedTiming,
  loadChosenSlot,
  loadLocation,
  loadStoreCalendar,
  SLOT_PAST,
  slotReason,
  slotReasonText,
  storesOfLines,
} from '../delivery/index.ts';
import type { OrderAddress } from '../orders/tables.ts';

// An order may go to several people. Each recipient's delivery (a drop) has its own address,
// day, slot and card, and is checked as a whole order once was: the lines reach the address, the
// day suits every line's baking time, the slot is late enough and every store is open that day.

export type DropChoice = {
  addressId: number;
  deliveryMethodId: number;
  timeSlotId: number;
  deliveryDate: string;
  giftMessage: string;
  hideSender: boolean;
};

type Drop = DropChoice & { drop: number; lines: PricedLine[] };

/**
 * The drops of an order: every line listed by a further drop goes there, the others to the first.
 * A line listed twice, or not among the lines checked out, is refused; so is a drop left empty.
 */
function assignDrops(lines: readonly PricedLine[], first: DropChoice, extra: readonly TExtraDrop[]): Drop[] {
  const byId = new Map(lines.map((l) => [l.cartItemId, l]));
  const taken = new Set<string>();
  const further = extra.map((d, i) => {
    const field = `drops.${i}.cartItems`;
    const mine = (d.cartItems ?? []).map((id) => {
      const line = byId.get(id);
      if (!line) refuse(m.errors_gifting_item_not_in_cart(), field);
      if (taken.has(id)) refuse(m.errors_gifting_item_twice({ name: line.name }), field);
      taken.add(id);
      return line;
    });
    return {
      drop: i + 2,
      lines: mine,
      addressId: d.addressId as number,
      deliveryMethodId: d.deliveryMethodId as number,
      timeSlotId: d.timeSlotId as number,
      deliveryDate: d.deliveryDate,
      giftMessage: d.giftMessage ?? '',
      hideSender: d.hideSender ?? false,
    };
  });
  const rest = lines.filter((l) => !taken.has(l.cartItemId));
  if (rest.length === 0) refuse(m.errors_gifting_first_empty(), 'cartItems');
  return [{ ...first, drop: 1, lines: rest }, ...further];
}

function refuse(message: string, field: string): never {
  throw new AppError('bad_drop', message, 400, { [field]: [message] });
}

export type CheckedDrop = Drop & {
  address: Awaited<ReturnType<typeof findUserAddress>>;
  location: Awaited<ReturnType<typeof loadLocation>>;
  slot: Awaited<ReturnType<typeof loadChosenSlot>>;
};

/** Checks one drop as place-order always checked its one delivery; a further drop's refusal names its recipient. */
async function checkDrop(o: { tx: Tx; userId: string; now: Date; drop: Drop }): Promise<CheckedDrop> {
  const { tx, drop, now } = o;
  try {
    const address = await findUserAddress({ db: tx, userId: o.userId, addressId: drop.addressId });
    const location = await loadLocation({ db: tx, locationId: address.deliveryLocationId });
    assertLinesReach(drop.lines, location);
    assertDeliveryDate(now, drop.deliveryDate);
    const timing = combinedTiming(drop.lines);
    // The chosen slot's own lead time is checked below (slotReason), as the slot picker does.
    assertSameDay(now, drop.deliveryDate, timing);
    const slot = await loadChosenSlot({
      db: tx,
      methodId: drop.deliveryMethodId,
      slotId: drop.timeSlotId,
      date: drop.deliveryDate,
    });
    const why = slotReason({
      now,
      date: drop.deliveryDate,
      startsAt: slot.startsAt,
      leadHours: timing.prepHours + slot.methodLeadHours,
      capacity: Number.POSITIVE_INFINITY,
      booked: 0,
    });
    if (why) {
      const message =
        why === SLOT_PAST
          ? m.errors_checkout_slot_started()
          : m.errors_checkout_slot_why({ why: slotReasonText(why) });
      throw new AppError('bad_slot', message, 400, { timeSlotId: [message] });
    }
    // Every store of the drop must deliver that day (its own closed days).
    const calendar = await loadStoreCalendar({
      db: tx,
      stores: storesOfLines(drop.lines),
      from: drop.deliveryDate,
      to: drop.deliveryDate,
      now,
    });
    assertStoresOpen(calendar, drop.deliveryDate, 'deliveryDate');
    return { ...drop, address, location, slot };
  } catch (e) {
    throw saidOfDrop(e, drop.drop);
  }
}

/** Runs `work` for a drop; a refusal of a further drop says which delivery it is about. */
export async function forDrop<T>(drop: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw saidOfDrop(e, drop);
  }
}

function saidOfDrop(e: unknown, drop: number): unknown {
  return drop === 1 || !(e instanceof AppError) ? e : forRecipient(e, drop - 2);
}

/** A further drop's refusal, said of that drop: its fields under `drops.<i>.`. */
function forRecipient(e: AppError, index: number): AppError {
  const message = m.errors_gifting_for_recipient({ n: String(index + 2), message: e.message });
  const errors = e.errors
    ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [`drops.${index}.${k}`, v]))
    : { [`drops.${index}`]: [message] };
  return new AppError(e.code, message, e.status, errors);
}

/** Every drop of an order, checked one after another (first the order's own, then the others). */
export async function checkDrops(
  tx: Tx,
  userId: string,
  now: Date,
  lines: readonly PricedLine[],
  input: DropChoice & { drops: readonly TExtraDrop[] },
): Promise<CheckedDrop[]> {
  const drops = assignDrops(lines, input, input.drops);
  const checked: CheckedDrop[] = [];
  for (const drop of drops) checked.push(await checkDrop({ tx, userId, now, drop }));
  return checked;
}

/** What a drop is delivered to, copied at placement so later address edits change nothing. */
export function orderAddress(d: CheckedDrop): OrderAddress {
  return {
    addressId: d.address.addressId,
    alias: d.address.alias,
    receiverName: d.address.receiverName,
    phoneNumber: d.address.phoneNumber,
    secondaryPhoneNumber: d.address.secondaryPhoneNumber ?? null,
    landmark: d.address.landmark,
    locationName: d.location.name,
    lat: d.address.lat,
    lng: d.address.lng,
  };
}

/** The summary's delivery line: "Express delivery to Thamel", or the places of several drops. */
export function dropLabels(drops: readonly CheckedDrop[]): { location: string; method: string | null } {
  if (drops.length === 1) return { location: drops[0].location.name, method: drops[0].slot.name };
  return { location: [...new Set(drops.map((d) => d.location.name))].join(', '), method: null };
}

export const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);
