import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { NEPALI_MOBILE_RE, NEPALI_PHONE_RE } from './text-rules.ts';

// One rule for Nepali numbers, whichever form asks: sign-in by text, sign-up, the profile,
// addresses at checkout, a store's contact, a seller's or an applicant's mobile. A number is
// read the way people write it (spaces, dashes, +977 in front) and stored as plain digits.

// Read when a number is refused, so the server words them in that request's language.
export const mobileMessage = (): string => m.account_v_mobile();
export const phoneMessage = (): string => m.account_v_phone();

/**
 * The digits of a number as written: "+977 984-123 4567" → "9841234567", "+977 1 4412345" →
 * "014412345". Apps send numbers as JSON integers, which lose a landline's leading 0
 * (014412345 arrives as 14412345): a number that starts with neither 9 nor 0 gets it back.
 */
export function phoneDigits(value: string | number): string {
  const digits = String(value)
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(/^(?:\+|00)?977(?=\d{8,10}$)/, '');
  return digits === '' || /^[90]/.test(digits) ? digits : `0${digits}`;
}

const nepaliNumber = (rule: RegExp, message: () => string) => {
  const error = { error: () => message() };
  return z
    .union([z.string().max(30, error), z.number().int(error).nonnegative(error)], error)
    .transform(phoneDigits)
    .refine((digits) => rule.test(digits), error);
};

/** A mobile that can receive a text: 10 digits starting 96, 97 or 98. */
export const ZMobileNumber = nepaliNumber(NEPALI_MOBILE_RE, mobileMessage);

/** Any Nepali number a person can be called on: a mobile, or a landline with its area code. */
export const ZPhoneNumber = nepaliNumber(NEPALI_PHONE_RE, phoneMessage);
