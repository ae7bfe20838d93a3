import { phoneMessage, ZAddressResponse } from '@upahar/contract';
import { beforeEach, describe, expect } from 'vitest';
import { createDeliveryLocation } from '../../db/factories/index.ts';
import { cartApi, type Headers } from '../../test/cart-api.ts';
import { fileTest as it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Clients convert phoneNumber and secondaryPhoneNumber to integers before sending, so a
// 10-digit mobile arrives as a number above 2^31 and a landline loses its leading 0. Digit
// strings are accepted too. What is stored is always a Nepali number, as text.
// One app for the file (these cases are many and only read the contract); every test gets its
// own user, so no test sees another's addresses.

let a: ReturnType<typeof cartApi>;
let me: Headers;
let locationId: number;
it.beforeAll(async () => {
  a = cartApi(t);
  locationId = (await createDeliveryLocation(t.db)).id;
});
beforeEach(async () => {
  me = (await quickUser(t.db)).headers;
});

const body = (phones: Record<string, unknown>) => ({
  deliveryLocationId: locationId,
  alias: 'Home',
  receiverName: 'Ram Thapa',
  landmark: '',
  ...phones,
});

async function savedPhones(phones: Record<string, unknown>) {
  const res = await a.post('add-shipping-address', body(phones), me);
  expect(res.statusCode, res.body).toBe(200);
  const { phoneNumber, secondaryPhoneNumber } = ZAddressResponse.parse(res.json()).data;
  return [phoneNumber, secondaryPhoneNumber];
}

describe('accepted numbers', () => {
  it.each([
    // Mobiles of every operator: NTC 984/985/986/974/975/976, Ncell 980/981/982, Smart 961/962/988.
    [9841234567, '9841234567'],
    [9851234567, '9851234567'],
    [9801234567, '9801234567'],
    [9741234567, '9741234567'],
    [9612345678, '9612345678'],
    [9881234567, '9881234567'],
    // The largest 10-digit mobile is far above a 32-bit integer.
    [9899999999, '9899999999'],
    // Digit strings, with the separators people type.
    ['9841234567', '9841234567'],
    [' 984-123-4567 ', '9841234567'],
    ['984 123 4567', '9841234567'],
    // Landlines: the integer lost its 0 (Kathmandu 01-4123456, Pokhara 061-521234).
    [14123456, '014123456'],
    ['01-4123456', '014123456'],
    [61521234, '061521234'],
  ])('%j is stored as %s', async (sent, stored) => {
    expect(await savedPhones({ phoneNumber: sent, secondaryPhoneNumber: sent })).toEqual([stored, stored]);
  });

  it('treats a missing, empty or null second number as none', async () => {
    expect(await savedPhones({ phoneNumber: 9841234567 })).toEqual(['9841234567', null]);
    expect(await savedPhones({ phoneNumber: 9841234567, secondaryPhoneNumber: '' })).toEqual([
      '9841234567',
      null,
    ]);
    expect(await savedPhones({ phoneNumber: 9841234567, secondaryPhoneNumber: null })).toEqual([
      '9841234567',
      null,
    ]);
  });
});

describe('refused numbers', () => {
  it.each([
    ['too short', 12345],
    ['a Kathmandu number without its area code', 4123456],
    ['a landline with a digit too many', '01-41234567'],
    ['an unknown mobile prefix', 9941234567],
    ['11 digits', 98412345678],
    ['negative', -9841234567],
    ['fractional', 984123456.7],
    ['beyond any phone', 1e15],
    ['letters', 'call me'],
    ['a boolean', true],
    ['an object', { number: 9841234567 }],
    ['null', null],
  ])('%s, with a person-readable message on the field', async (_why, sent) => {
    const first = await a.fails(400, 'add-shipping-address', body({ phoneNumber: sent }), me);
    expect(first.errors?.phoneNumber?.[0]).toBe(phoneMessage());
    expect(first.message).toMatch(/^Enter a Nepali phone number/);
    const second = await a.fails(
      400,
      'add-shipping-address',
      body({ phoneNumber: 9841234567, secondaryPhoneNumber: sent === null ? 12345 : sent }),
      me,
    );
    expect(second.errors?.secondaryPhoneNumber?.[0]).toBe(phoneMessage());
  });

  it('with a NUL character says so', async () => {
    const res = await a.fails(400, 'add-shipping-address', body({ phoneNumber: '984\u00001234567' }), me);
    expect(res.errors?.phoneNumber?.[0]).toMatch(/NUL character/);
  });

  it('is required', async () => {
    const res = await a.fails(400, 'add-shipping-address', body({}), me);
    expect(res.errors?.phoneNumber).toEqual([phoneMessage()]);
  });

  it('is checked on update too', async () => {
    const res = await a.fails(
      400,
      'update-shipping-address',
      body({ addressId: 1, phoneNumber: 9941234567 }),
      me,
    );
    expect(res.errors?.phoneNumber).toEqual([phoneMessage()]);
  });
});
