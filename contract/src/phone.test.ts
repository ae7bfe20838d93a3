import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAddressBody } from './address.ts';
import { ZPhoneCodeBody, ZUpdateProfileBody, ZUserSignupBody } from './auth.ts';
import { ZJobApplyBody } from './careers.ts';
import { ZUpdatePhoneBody } from './contact-changes.ts';
import { ZFeedbackBody } from './info-pages.ts';
import { mobileMessage, phoneDigits, phoneMessage } from './phone.ts';
import { ZSellerApplicationBody, ZSellerInterestBody } from './sellers.ts';
import { ZStoreProfileBody } from './store-profile.ts';

// A phone number means the same wherever it is typed: a number one form takes, another that
// asks for the same kind of number takes too, and refuses with the same words.

/** The message a body gives on its phone field for this number; null when the number passes. */
function refusal(schema: z.ZodType, field: string, phone: unknown): string | null {
  const result = schema.safeParse({ [field]: phone });
  return result.error?.issues.find((i) => i.path[0] === field)?.message ?? null;
}

const mobileForms: [string, z.ZodType, string][] = [
  ['sign-in by text', ZPhoneCodeBody, 'phone'],
  ['a new number on the profile', ZUpdatePhoneBody, 'phone'],
  ['the seller interest form', ZSellerInterestBody, 'phone'],
  ['the seller application', ZSellerApplicationBody, 'phone'],
  ['a job application', ZJobApplyBody, 'phone'],
  ['feedback', ZFeedbackBody, 'phone'],
];
const phoneForms: [string, z.ZodType, string][] = [
  ['sign-up', ZUserSignupBody, 'phone'],
  ['the profile', ZUpdateProfileBody, 'phone'],
  ['an address at checkout', ZAddressBody, 'phoneNumber'],
  ["a store's page", ZStoreProfileBody, 'phone'],
];

describe('phone numbers', () => {
  it.each([...mobileForms, ...phoneForms])(
    '%s takes every Nepali mobile, as people write it',
    (_f, schema, field) => {
      for (const phone of ['9612345678', '9741234567', '9841234567', '+977 961-234-5678', '00977 9841234567'])
        expect(refusal(schema, field, phone), phone).toBeNull();
    },
  );

  it.each(mobileForms)('%s refuses what is no mobile, in the same words', (_f, schema, field) => {
    for (const phone of ['9512345678', '984123456', '01-4412345', 'call me'])
      expect(refusal(schema, field, phone), phone).toBe(mobileMessage());
  });

  it.each(phoneForms)(
    '%s takes a landline with its area code and refuses the rest alike',
    (_f, schema, field) => {
      expect(refusal(schema, field, '01-4412345')).toBeNull();
      for (const phone of ['9512345678', '4412345', '0141234567', 'call me'])
        expect(refusal(schema, field, phone), phone).toBe(phoneMessage());
    },
  );

  it('keeps only the digits, giving back the 0 a number sent as JSON lost', () => {
    expect(phoneDigits('+977 (984) 123-4567')).toBe('9841234567');
    expect(phoneDigits('+977 1 4412345')).toBe('014412345');
    expect(phoneDigits(14412345)).toBe('014412345');
    expect(phoneDigits(9841234567)).toBe('9841234567');
    expect(phoneDigits('9771234567')).toBe('9771234567');
  });
});
