import { z } from 'zod';

/**
 * PostgreSQL text cannot hold NUL (U+0000): a query with one fails inside the database. Every
 * text a request carries uses zText, so such input is a 400 naming the field, never a 500.
 */
export const NUL_MESSAGE = 'Text must not contain a NUL character';
export const hasNoNul = (s: string) => !s.includes('\u0000');
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, NUL_MESSAGE);

/** Largest PostgreSQL integer: numeric ids from a request stay below it (else a 500 in the query). */
export const PG_INT_MAX = 2_147_483_647;

// A newsletter e-mail is text, an at sign, text, a dot, text.
export const NEWSLETTER_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ZEmail = zText({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long')
  .regex(NEWSLETTER_EMAIL_RE, 'Invalid email format');

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

// Nepali mobile numbers: 10 digits starting 96 (Smart), 97 or 98 (NTC, Ncell); landlines 01-xxxxxxx and similar.
export const NEPALI_PHONE_RE = /^(9[678]\d{8}|0\d{7,9})$/;

export const ZPhone = z.coerce
  .string()
  .trim()
  .regex(NEPALI_PHONE_RE, 'Enter a Nepali phone number, e.g. 9841234567');

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
});
