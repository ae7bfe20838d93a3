// Rules on text and numbers that both the schemas and the pages use, kept apart from the schemas so
// a page that needs a rule does not download the schema library with it.

/** PostgreSQL text cannot hold NUL (U+0000): a query with one fails inside the database. */
export const NUL_MESSAGE = 'Text must not contain a NUL character';
export const hasNoNul = (s: string) => !s.includes('\u0000');

/** Largest PostgreSQL integer: numeric ids from a request stay below it (else a 500 in the query). */
export const PG_INT_MAX = 2_147_483_647;

// A newsletter e-mail is text, an at sign, text, a dot, text.
export const NEWSLETTER_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Nepali mobile numbers: 10 digits starting 96 (Smart), 97 or 98 (NTC, Ncell); landlines 01-xxxxxxx and similar.
export const NEPALI_PHONE_RE = /^(9[678]\d{8}|0\d{7,9})$/;
