import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { ZPhoneNumber } from './phone.ts';
import { installReadableMessages } from './readable-messages.ts';
import { DECIMAL_RE, hasNoNul, NEWSLETTER_EMAIL_RE, NUL_MESSAGE } from './text-rules.ts';

// Every schema of the contract builds on this file, so its messages are in words from the start.
installReadableMessages();

/** Every text a request carries uses zText, so a NUL in it is a 400 naming the field, never a 500. */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, NUL_MESSAGE);

/**
 * A number field: a JSON number, or a number written out in a string (query strings and form
 * fields are text). z.coerce read anything Number() reads, so `true` became 1, "0x10" 16 and ""
 * 0; here those are refused with the field's own message. Give it the finished number schema and
 * put `.optional()` or `.default()` after the call, so the field stays optional in the input type.
 */
/** An empty or blank text field, as a form sends "any" (`?type=`), read as not given. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const numeric = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && DECIMAL_RE.test(v.trim()) ? Number(v) : v), schema);

export const ZEmail = zText({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long')
  .regex(NEWSLETTER_EMAIL_RE, 'Invalid email format');

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** Sign-up and the profile: any Nepali number, the same rule as everywhere else. */
export const ZPhone = ZPhoneNumber;

export const ZPageQuery = z.object({
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});

/** A calendar date written YYYY-MM-DD. */
export const ZIsoDate = z.string().trim().refine(isIsoDate, 'Use a date like 2026-05-14 (year-month-day)');
