import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { DECIMAL_RE, hasNoNul, NEPALI_PHONE_RE, NEWSLETTER_EMAIL_RE, NUL_MESSAGE } from './text-rules.ts';

/** Every text a request carries uses zText, so a NUL in it is a 400 naming the field, never a 500. */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, NUL_MESSAGE);

/**
 * A number field: a JSON number, or a number written out in a string (query strings and form
 * fields are text). z.coerce read anything Number() reads, so `true` became 1, "0x10" 16 and ""
 * 0; here those are refused with the field's own message. Give it the finished number schema and
 * put `.optional()` or `.default()` after the call, so the field stays optional in the input type.
 */
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

export const ZPhone = z.coerce
  .string()
  .trim()
  .regex(NEPALI_PHONE_RE, 'Enter a Nepali phone number, e.g. 9841234567');

export const ZPageQuery = z.object({
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});

/** A calendar date written YYYY-MM-DD. */
export const ZIsoDate = z.string().trim().refine(isIsoDate, 'Use a date like 2026-05-14 (year-month-day)');
