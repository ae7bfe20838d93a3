import { z } from 'zod';

// SPEC 5: newsletter e-mail is text, an at sign, text, a dot, text.
export const NEWSLETTER_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ZEmail = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long')
  .regex(NEWSLETTER_EMAIL_RE, 'Invalid email format');

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

// Nepali mobile numbers: 10 digits starting 97 or 98; landlines 01-xxxxxxx and similar.
export const NEPALI_PHONE_RE = /^(9[78]\d{8}|0\d{7,9})$/;

export const ZPhone = z.coerce
  .string()
  .trim()
  .regex(NEPALI_PHONE_RE, 'Enter a Nepali phone number, e.g. 9841234567');

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
});
