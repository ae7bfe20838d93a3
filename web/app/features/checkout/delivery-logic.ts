import {
  formatNumber,
  type TAddress,
  type TDeliveryMethod,
  type TMethodsSlots,
  type TTimeSlot,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { CheckoutChoice } from './choice';

// Step 2's rules that do not need React: which method and slot stay chosen when the server's
// answer changes (a new date, a slot that just filled), and how addresses are narrowed down.

/** A slot this few places from full says so ("Only 2 left"). */
const FEW_LEFT = 3;

export const availableSlots = (m: TDeliveryMethod): TTimeSlot[] => m.slots.filter((s) => s.available);

/**
 * What to change in the choice after a methods-and-slots answer: a method that is not offered
 * for this date gives way to the first one with a free slot; a slot that is no longer free (or
 * belongs to another method) is cleared so the shopper picks again. Null: nothing to change.
 */
export function reconcileDelivery(
  choice: Pick<CheckoutChoice, 'methodId' | 'slotId'>,
  data: Pick<TMethodsSlots, 'methods'>,
): Partial<CheckoutChoice> | null {
  const { methods } = data;
  if (methods.length === 0) {
    return choice.methodId === null && choice.slotId === null ? null : { methodId: null, slotId: null };
  }
  const current = methods.find((m) => m.id === choice.methodId);
  if (!current) {
    const pick = methods.find((m) => availableSlots(m).length > 0) ?? methods[0];
    return { methodId: pick.id, methodName: pick.name, slotId: null };
  }
  if (choice.slotId !== null && !availableSlots(current).some((s) => s.id === choice.slotId)) {
    return { slotId: null };
  }
  return null;
}

/** "Only 2 left" for a nearly full slot, nothing otherwise. */
export function slotNote(slot: TTimeSlot): string | null {
  if (!slot.available) return slot.reason ?? m.checkout_slot_not_available();
  return slot.remaining > 0 && slot.remaining <= FEW_LEFT
    ? m.checkout_slot_few_left({ count: formatNumber(slot.remaining) })
    : null;
}

/** The saved addresses a rider can reach from the chosen location. */
export const addressesIn = (addresses: readonly TAddress[], locationId: number | null): TAddress[] =>
  locationId === null ? [] : addresses.filter((a) => a.deliveryLocationId === locationId);

/** How an address reads in the step-3 recap: "Home · Sita Sharma, Baneshwor". */
export const addressLabel = (a: Pick<TAddress, 'alias' | 'receiverName' | 'locationName'>): string =>
  `${a.alias} · ${a.receiverName}, ${a.locationName}`;

/**
 * What step 2 still needs before "Continue to payment", in the order the page asks for it, so the
 * button's hint names the next thing to do.
 */
export function missingForPayment(c: CheckoutChoice): string | null {
  if (c.locationId === null) return m.checkout_need_where();
  if (!c.date) return m.checkout_need_date();
  if (c.methodId === null) return m.checkout_need_method();
  if (c.slotId === null) return m.checkout_need_slot();
  if (c.addressId === null) return m.checkout_need_address();
  return null;
}
