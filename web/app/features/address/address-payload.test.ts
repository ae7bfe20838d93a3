import { ZAddressBody } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { validate } from '~/components/form/validate';
import { createActionThrottle } from './action-throttle';
import { formatPhone, phoneToInteger, toFormValues, toPayload } from './address-payload';

const filled = {
  ...toFormValues(null),
  alias: ' Home ',
  receiverName: 'Sita Sharma',
  phoneNumber: '984-123 4567',
  deliveryLocationId: '11',
};

describe('toPayload (address payload, phones as integers)', () => {
  it('sends phone numbers as integers and trims text', () => {
    const body = toPayload({ ...filled, secondaryPhoneNumber: '+977 9801234567' }, false);
    expect(body).toEqual({
      deliveryLocationId: 11,
      alias: 'Home',
      receiverName: 'Sita Sharma',
      phoneNumber: 9841234567,
      secondaryPhoneNumber: 9801234567,
      landmark: '',
      xCoord: null,
      yCoord: null,
      isDonation: false,
    });
    expect(Number.isInteger(body.phoneNumber)).toBe(true);
  });
  it('passes the contract schema for a Nepali mobile, with a pin', () => {
    const result = validate(ZAddressBody, toPayload({ ...filled, xCoord: '85.33', yCoord: '27.69' }, true));
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.data).toMatchObject({ phoneNumber: '9841234567', xCoord: 85.33, isDonation: true });
  });
  it('lets the schema word the mistakes beside the fields', () => {
    const result = validate(
      ZAddressBody,
      toPayload({ ...toFormValues(null), phoneNumber: '12345', secondaryPhoneNumber: 'abc' }, false),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.phoneNumber).toBe('Enter a Nepali phone number, e.g. 9841234567 or 014412345');
      expect(result.errors.secondaryPhoneNumber).toBeDefined();
      expect(result.errors.deliveryLocationId).toBe('Choose a delivery location');
      expect(result.errors.alias).toBe('Give the address a name, e.g. Home');
      expect(result.errors.receiverName).toBe("Enter the receiver's name");
    }
  });
  it('keeps non-numbers as text so no NaN is sent', () => {
    expect(phoneToInteger('98abc')).toBe('98abc');
    expect(phoneToInteger('01-4123456')).toBe(14123456);
    expect(phoneToInteger('')).toBe('');
  });
});

describe('toFormValues', () => {
  it('fills the form from a saved address', () => {
    expect(
      toFormValues({
        addressId: 4,
        deliveryLocationId: 11,
        alias: 'Office',
        receiverName: 'Ram',
        phoneNumber: '9841234567',
        secondaryPhoneNumber: null,
        landmark: 'Near the temple',
        xCoord: 85.3,
        yCoord: null,
      }),
    ).toEqual({
      alias: 'Office',
      receiverName: 'Ram',
      phoneNumber: '9841234567',
      secondaryPhoneNumber: '',
      landmark: 'Near the temple',
      deliveryLocationId: '11',
      xCoord: '85.3',
      yCoord: '',
    });
  });
});

describe('formatPhone', () => {
  it('groups mobiles and Kathmandu landlines', () => {
    expect(formatPhone('9841234567')).toBe('984-123-4567');
    expect(formatPhone('014123456')).toBe('01-4123456');
    expect(formatPhone('061123456')).toBe('061123456');
  });
});

describe('createActionThrottle (1000 ms for addresses)', () => {
  it('lets one action through per second, per key', () => {
    const t = createActionThrottle(1000);
    expect(t.allow('add', 0)).toBe(true);
    expect(t.allow('add', 999)).toBe(false);
    expect(t.allow('delete:1', 999)).toBe(true);
    expect(t.allow('add', 1000)).toBe(true);
  });
});
