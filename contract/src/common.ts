import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { hasNoNul, NEPALI_PHONE_RE, NEWSLETTER_EMAIL_RE, NUL_MESSAGE } from './text-rules.ts';

/** Every text a request carries uses zText, so a NUL in it is a 400 naming the field, never a 500. */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, NUL_MESSAGE);

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
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
});

/** A calendar date written YYYY-MM-DD. */
export const ZIsoDate = z.string().trim().refine(isIsoDate, 'Use a date like 2026-05-14 (year-month-day)');
