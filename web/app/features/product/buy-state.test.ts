import { CART_LINE_QUANTITY_MAX, ZAddToCartBody } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import {
  accessoryToSend,
  cartBody,
  clampQuantity,
  dealPrice,
  extrasLine,
  maxQuantity,
  NO_DELIVERY_CHOICE,
  NOT_ACTIVE,
  SOLD_OUT,
  soldOnline,
  stockHint,
  unavailableReason,
} from './buy-state';
import type { CakeChoice } from './configurator-state';

const cake: CakeChoice = {
  pound: 2,
  tier: 2,
  height: 6,
  flavorId: 3,
  icingType: 'fondant',
  shape: 'heart',
  eggless: true,
  lessCream: false,
  message: '  Happy birthday, Aama!  ',
  quantity: 2,
  photo: null,
};
const productId = '5c27b82a-cdae-42e9-a2aa-93aae9b661b7';

describe('what may be bought', () => {
  it('sells everything online but automobiles, which are booked', () => {
    expect(soldOnline({ type: 'cake' })).toBe(true);
    expect(soldOnline({ type: 'donation' })).toBe(true);
    expect(soldOnline({ type: 'automobile' })).toBe(false);
  });

  it('caps the quantity at the line maximum, or the stock of a ready-made product', () => {
    expect(maxQuantity({ stock: null })).toBe(CART_LINE_QUANTITY_MAX);
    expect(maxQuantity({ stock: 500 })).toBe(CART_LINE_QUANTITY_MAX);
    expect(maxQuantity({ stock: 6 })).toBe(6);
    expect(maxQuantity({ stock: 0 })).toBe(1);
    expect(clampQuantity(0, 6)).toBe(1);
    expect(clampQuantity(9, 6)).toBe(6);
  });

  it('says why the buttons are off: sold out, or not active yet', () => {
    expect(unavailableReason({ type: 'product', stock: 0 })).toBe(SOLD_OUT);
    expect(unavailableReason({ type: 'product', stock: 3 })).toBeNull();
    expect(unavailableReason({ type: 'cake', stock: null })).toBeNull();
    expect(unavailableReason({ type: 'cake', stock: null }, true)).toBe(NOT_ACTIVE);
    expect(stockHint(null)).toBeUndefined();
    expect(stockHint(40)).toBeUndefined();
    expect(stockHint(6)).toBe('Only 6 left');
    expect(stockHint(0)).toBe('Sold out');
  });
});

describe('cartBody (the add-to-cart request)', () => {
  it('sends the configured cake with its quantity, location and date', () => {
    const body = cartBody({ cake, quantity: 1, delivery: { locationId: 11, date: '2031-02-03' }, max: 20 });
    expect(body).toEqual({
      quantity: 2,
      pound: 2,
      tier: 2,
      height: 6,
      flavorId: 3,
      icingType: 'fondant',
      shape: 'heart',
      eggless: true,
      lessCream: false,
      message: 'Happy birthday, Aama!',
      deliveryLocationId: 11,
      deliveryDate: '2031-02-03',
    });
    // The contract takes it as it is.
    expect(ZAddToCartBody.safeParse({ ...body, productId, source: 'web' }).success).toBe(true);
  });

  it('leaves out options the cake does not offer, an empty message and an unchosen delivery', () => {
    const plain = { ...cake, height: 0, flavorId: null, icingType: null, shape: null, message: ' ' };
    const body = cartBody({ cake: plain, quantity: 1, delivery: NO_DELIVERY_CHOICE, max: 20 });
    expect(Object.keys(body).sort()).toEqual(['eggless', 'lessCream', 'pound', 'quantity', 'tier']);
  });

  it('sends only the quantity (within stock) and delivery for other products', () => {
    expect(cartBody({ cake: null, quantity: 9, delivery: { locationId: 4, date: '' }, max: 6 })).toEqual({
      quantity: 6,
      deliveryLocationId: 4,
    });
  });
});

describe('extras that go with the cake (accessories waiting to be sent)', () => {
  it('queues an accessory under its product id, on the cake’s delivery', () => {
    expect(accessoryToSend('candles', { locationId: 11, date: '2031-02-03' })).toEqual({
      id: 'candles',
      productId: 'candles',
      deliveryLocationId: 11,
      deliveryDate: '2031-02-03',
    });
    expect(accessoryToSend('card', NO_DELIVERY_CHOICE)).toMatchObject({
      deliveryLocationId: null,
      deliveryDate: null,
    });
  });

  it('counts them in words', () => {
    expect(extrasLine(0)).toBeNull();
    expect(extrasLine(1)).toBe('+1 extra will be added with your cake');
    expect(extrasLine(2)).toBe('+2 extras will be added with your cake');
  });
});

describe('the price beside Add to cart under a campaign deal', () => {
  const flash = { kind: 'flash' as const, listPrice: 320_000, price: 199_900, percentOff: null };

  it('is the usual price when no deal runs', () => {
    expect(dealPrice(320_000, 2, null)).toEqual({ total: 640_000, was: null });
  });

  it("charges a flash sale's price, the usual one struck through", () => {
    expect(dealPrice(320_000, 1, { ...flash, left: 10, perCustomerLimit: 2 })).toEqual({
      total: 199_900,
      was: 320_000,
    });
  });

  it('charges the usual price for units past the flash stock or the per-customer limit', () => {
    expect(dealPrice(320_000, 3, { ...flash, left: 10, perCustomerLimit: 2 })).toEqual({
      total: 2 * 199_900 + 320_000,
      was: 960_000,
    });
    expect(dealPrice(320_000, 3, { ...flash, left: 1, perCustomerLimit: 5 }).total).toBe(199_900 + 640_000);
  });

  it("takes a campaign's saving or percent off a cake priced higher by its options", () => {
    const offer = { kind: 'offer' as const, left: null, perCustomerLimit: null };
    expect(
      dealPrice(250_000, 1, { ...offer, listPrice: 200_000, price: 150_000, percentOff: null }).total,
    ).toBe(200_000);
    expect(
      dealPrice(250_000, 2, { ...offer, listPrice: 200_000, price: 180_000, percentOff: 10 }).total,
    ).toBe(450_000);
  });
});
