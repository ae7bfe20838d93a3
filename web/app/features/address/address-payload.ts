import type { TAddress, TAddressBody } from '@upahar/contract';

// The address form keeps every field as typed text; the request is built here so the rules of
// The address payload's fields and its phones sent as integers live in one tested place.

export type AddressFormValues = {
  alias: string;
  receiverName: string;
  phoneNumber: string;
  secondaryPhoneNumber: string;
  landmark: string;
  deliveryLocationId: string;
  xCoord: string;
  yCoord: string;
};

/** Starting values: empty for a new address, the saved ones when editing. */
export function toFormValues(address?: Partial<TAddress> | null): AddressFormValues {
  const num = (n: number | null | undefined) =>
    typeof n === 'number' && Number.isFinite(n) ? String(n) : '';
  return {
    alias: address?.alias ?? '',
    receiverName: address?.receiverName ?? '',
    phoneNumber: address?.phoneNumber ?? '',
    secondaryPhoneNumber: address?.secondaryPhoneNumber ?? '',
    landmark: address?.landmark ?? '',
    deliveryLocationId: num(address?.deliveryLocationId),
    xCoord: num(address?.xCoord),
    yCoord: num(address?.yCoord),
  };
}

/**
 * phoneNumber and secondaryPhoneNumber go out as integers. People type spaces, dashes or
 * a +977 prefix; those are dropped. Text that is not a number stays text so the contract's schema
 * answers with its own message ("Enter a Nepali phone number…") instead of a silent NaN.
 */
export function phoneToInteger(typed: string): number | string {
  let digits = typed.replace(/[\s\-()]/g, '');
  if (/^\+?977/.test(digits) && digits.replace(/^\+?977/, '').length >= 8)
    digits = digits.replace(/^\+?977/, '');
  if (!/^\d{1,15}$/.test(digits)) return typed.trim();
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : typed.trim();
}

const coord = (s: string): number | null => {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** The add/update-shipping-address body, ready to validate with ZAddressBody and send. */
export function toPayload(values: AddressFormValues, isDonation: boolean): TAddressBody {
  const secondary = values.secondaryPhoneNumber.trim();
  return {
    deliveryLocationId: values.deliveryLocationId === '' ? Number.NaN : Number(values.deliveryLocationId),
    alias: values.alias.trim(),
    receiverName: values.receiverName.trim(),
    phoneNumber: phoneToInteger(values.phoneNumber),
    secondaryPhoneNumber: secondary === '' ? null : phoneToInteger(secondary),
    landmark: values.landmark.trim(),
    xCoord: coord(values.xCoord),
    yCoord: coord(values.yCoord),
    isDonation,
  };
}

/** Phones come back as digit strings; shown grouped the way Nepalis read them: 984-123-4567. */
export function formatPhone(digits: string): string {
  if (/^9\d{9}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (/^01\d{7}$/.test(digits)) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return digits;
}
