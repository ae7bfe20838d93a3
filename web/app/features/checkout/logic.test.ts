import type { TAddress, TDeliveryMethod, TTimeSlot } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICE } from './choice';
import { addressesIn, addressLabel, missingForPayment, reconcileDelivery, slotNote } from './delivery-logic';
import { firstDropItems, newDrop } from './gift-drops';
import {
  confirmationPath,
  nextAfterPlaced,
  paymentState,
  paymentStatusLabel,
  pickPaymentMethod,
  placeOrderBody,
} from './payment-logic';

const slot = (id: number, available = true, remaining = 10, reason: string | null = null): TTimeSlot => ({
  id,
  label: `${id}:00–${id + 3}:00`,
  start: `${id}:00`,
  end: `${id + 3}:00`,
  available,
  remaining,
  reason,
});
const method = (id: number, slots: TTimeSlot[]): TDeliveryMethod => ({
  id,
  slug: `m${id}`,
  name: `Method ${id}`,
  description: '',
  surcharge: 0,
  charge: 15_000,
  slots,
});

describe('reconcileDelivery', () => {
  const methods = [method(1, [slot(9, false, 0, 'Full')]), method(2, [slot(10), slot(13)])];
  it('picks the first method with a free slot when none (or an unknown one) is chosen', () => {
    expect(reconcileDelivery({ methodId: null, slotId: null }, { methods })).toEqual({
      methodId: 2,
      methodName: 'Method 2',
      slotId: null,
    });
    expect(reconcileDelivery({ methodId: 7, slotId: 10 }, { methods })).toMatchObject({
      methodId: 2,
      slotId: null,
    });
  });
  it('keeps a chosen method even when it is full today, and clears a slot that is no longer free', () => {
    expect(reconcileDelivery({ methodId: 1, slotId: null }, { methods })).toBeNull();
    expect(reconcileDelivery({ methodId: 1, slotId: 9 }, { methods })).toEqual({ slotId: null });
    expect(reconcileDelivery({ methodId: 2, slotId: 13 }, { methods })).toBeNull();
    expect(reconcileDelivery({ methodId: 2, slotId: 9 }, { methods })).toEqual({ slotId: null });
  });
  it('clears both when the date has no methods at all', () => {
    expect(reconcileDelivery({ methodId: 2, slotId: 13 }, { methods: [] })).toEqual({
      methodId: null,
      slotId: null,
    });
    expect(reconcileDelivery({ methodId: null, slotId: null }, { methods: [] })).toBeNull();
  });
});

describe('slotNote', () => {
  it('gives the reason of an unavailable slot and warns when few places are left', () => {
    expect(slotNote(slot(9, false, 0, 'Full'))).toBe('Full');
    expect(slotNote(slot(9, false, 5, null))).toBe('Not available');
    expect(slotNote(slot(9, true, 2))).toBe('Only 2 left');
    expect(slotNote(slot(9, true, 8))).toBeNull();
  });
});

describe('addresses', () => {
  const a = (addressId: number, deliveryLocationId: number) =>
    ({
      addressId,
      deliveryLocationId,
      alias: 'Home',
      receiverName: 'Sita',
      locationName: 'Baneshwor',
    }) as TAddress;
  it('keeps the ones of the chosen location and reads well in the recap', () => {
    expect(addressesIn([a(1, 3), a(2, 4), a(3, 3)], 3).map((x) => x.addressId)).toEqual([1, 3]);
    expect(addressesIn([a(1, 3)], null)).toEqual([]);
    expect(addressLabel(a(1, 3))).toBe('Home · Sita, Baneshwor');
  });
});

const chosen = {
  ...EMPTY_CHOICE,
  locationId: 3,
  date: '2026-05-14',
  methodId: 1,
  slotId: 7,
  addressId: 9,
  paymentMethod: 'cod' as const,
};

describe('missingForPayment', () => {
  it('names the next thing step 2 needs', () => {
    expect(missingForPayment(chosen)).toBeNull();
    expect(missingForPayment({ ...chosen, slotId: null })).toBe('Choose a time slot');
    expect(missingForPayment({ ...chosen, locationId: null, addressId: null })).toBe(
      'Choose where to deliver',
    );
  });
});

describe('placeOrderBody', () => {
  it('sends ids, the date, the method, credit, the trimmed note and the total shown (never a price)', () => {
    expect(placeOrderBody({ ...chosen, useCredit: true }, ['a'], '  ring twice ', 310_000)).toEqual({
      cartItems: ['a'],
      addressId: 9,
      deliveryMethodId: 1,
      timeSlotId: 7,
      deliveryDate: '2026-05-14',
      paymentMethod: 'cod',
      useCredit: true,
      note: 'ring twice',
      giftMessage: '',
      hideSender: false,
      drops: [],
      expectedTotal: 310_000,
    });
  });
  it("sends each further person's lines, address, slot and card, and waits for every one", () => {
    const maya = {
      ...newDrop(),
      cartItems: ['b'],
      addressId: 12,
      locationId: 3,
      date: '2026-05-15',
      methodId: 1,
      slotId: 8,
      giftMessage: ' Congratulations! ',
      hideSender: true,
    };
    const body = placeOrderBody({ ...chosen, giftMessage: 'For Aama', drops: [maya] }, ['a', 'b'], '', 5);
    expect(body?.giftMessage).toBe('For Aama');
    expect(body?.drops).toEqual([
      {
        cartItems: ['b'],
        addressId: 12,
        deliveryMethodId: 1,
        timeSlotId: 8,
        deliveryDate: '2026-05-15',
        giftMessage: 'Congratulations!',
        hideSender: true,
      },
    ]);
    expect(placeOrderBody({ ...chosen, drops: [{ ...maya, slotId: null }] }, ['a', 'b'], '', 5)).toBeNull();
    expect(firstDropItems(['a', 'b'], [maya])).toEqual(['a']);
  });
  it('is null until delivery and payment are chosen and a total is shown', () => {
    expect(placeOrderBody({ ...chosen, paymentMethod: null }, [], '', 1)).toBeNull();
    expect(placeOrderBody({ ...chosen, slotId: null }, [], '', 1)).toBeNull();
    expect(placeOrderBody(chosen, [], '', null)).toBeNull();
  });
});

describe('payment choices', () => {
  const methods = [{ id: 'cod' as const }, { id: 'test' as const }];
  it('keeps a chosen method that is offered, else the default, else the first', () => {
    expect(pickPaymentMethod(methods, 'test', 'cod')).toBe('test');
    expect(pickPaymentMethod(methods, 'esewa', 'cod')).toBe('cod');
    expect(pickPaymentMethod(methods, null, 'khalti')).toBe('cod');
    expect(pickPaymentMethod([], null, 'cod')).toBeNull();
  });
  it('goes to pay only when the server says so', () => {
    expect(nextAfterPlaced({ paymentRequired: true })).toBe('pay');
    expect(nextAfterPlaced({ paymentRequired: false })).toBe('confirm');
    expect(confirmationPath('abc', 'failed')).toBe('/order-confirmation?orderId=abc&status=failed');
    expect(confirmationPath('abc')).toBe('/order-confirmation?orderId=abc');
  });
});

describe('paymentState (the URL status is a hint, the server decides "paid")', () => {
  const order = {
    paymentMethod: 'test' as const,
    paymentStatus: 'pending' as const,
    status: 'placed' as const,
  };
  it('reads the order', () => {
    expect(paymentState({ ...order, paymentStatus: 'paid' }, 'failed')).toBe('paid');
    expect(paymentState(order, 'success')).toBe('unpaid');
    expect(paymentState(order, 'failed')).toBe('failed');
    expect(paymentState(order, 'pending')).toBe('waiting');
    expect(paymentState({ ...order, paymentStatus: 'paid' }, 'pending')).toBe('paid');
    // A cash order paid online later keeps "cod" until the payment is confirmed.
    expect(paymentState({ ...order, paymentMethod: 'cod' }, 'pending')).toBe('waiting');
    expect(paymentState({ ...order, paymentMethod: 'cod' }, 'failed')).toBe('cod');
    expect(paymentState({ ...order, paymentStatus: 'failed' }, null)).toBe('failed');
    expect(paymentState({ ...order, paymentMethod: 'cod' }, 'failed')).toBe('cod');
    expect(paymentState({ ...order, status: 'cancelled' }, null)).toBe('closed');
    expect(paymentState({ ...order, paymentStatus: 'refunded' }, null)).toBe('closed');
  });
});

describe('paymentStatusLabel', () => {
  it('says nothing more for cash due at the door, and names other states plainly', () => {
    expect(paymentStatusLabel('cod', 'pending')).toBeNull();
    expect(paymentStatusLabel('test', 'pending')).toBe('Not paid yet');
    expect(paymentStatusLabel('cod', 'paid')).toBe('Paid');
  });
});
