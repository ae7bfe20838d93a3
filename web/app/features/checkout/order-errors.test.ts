import { describe, expect, it } from 'vitest';
import { fixFor } from './order-errors';

describe('fixFor (the way out of a failed order)', () => {
  it('sends slot, date and address trouble back to the delivery step', () => {
    expect(fixFor('This time slot has just filled up. Please choose another.', 409)).toBe('delivery');
    expect(
      fixFor(
        'The total is now Rs 1,500 instead of Rs 1,200: a price or offer changed since the summary was shown. Check the summary and place the order again.',
        409,
      ),
    ).toBe('retry');
    expect(fixFor('Black Forest Cake cannot be delivered to Thamel', 400)).toBe('delivery');
    expect(fixFor('This address was not found', 404)).toBe('delivery');
  });
  it('offers to take the coupon off', () => {
    expect(fixFor('This code has been used up', 409)).toBe('coupon');
    expect(fixFor('You have already used this code', 409)).toBe('coupon');
  });
  it('sends stock trouble back to the cart', () => {
    expect(fixFor('Only 2 left of Red Roses', 409)).toBe('cart');
    expect(fixFor('Your cart is empty', 400)).toBe('cart');
    expect(fixFor('This product is not available right now', 409)).toBe('cart');
  });
  it('offers a retry for network and server trouble', () => {
    expect(fixFor('Network Error', 0)).toBe('retry');
    expect(fixFor('Something went wrong', 500)).toBe('retry');
  });
  it('has nothing to suggest otherwise', () => {
    expect(fixFor('This payment method is not available', 400)).toBe('none');
  });
});

describe('fixFor in either language', () => {
  it('goes by the field a refusal names, then by Nepali words', () => {
    expect(fixFor('यो समय भरिइसक्यो', 400, { timeSlotId: ['x'] })).toBe('delivery');
    expect(fixFor('यो कोड छैन', 400, { code: ['x'] })).toBe('coupon');
    expect(fixFor('कुपन अब लागू हुँदैन', 409)).toBe('coupon');
    expect(fixFor('स्टकमा २ मात्र बाँकी छन्', 409)).toBe('cart');
  });
});
