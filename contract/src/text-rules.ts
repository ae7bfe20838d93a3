// Rules on text and numbers that both the schemas and the pages use, kept apart from the schemas so
// a page that needs a rule does not download the schema library with it.

/** PostgreSQL text cannot hold NUL (U+0000): a query with one fails inside the database. */
export const NUL_MESSAGE = 'Text must not contain a NUL character';
export const hasNoNul = (s: string) => !s.includes('\u0000');

/**
 * Characters that change the direction text is shown in (embeddings, overrides, isolates and the
 * invisible direction marks). In a name they let one person pass as another: "Sita\u202Eatis"
 * shows as a different name than it is. Joiners (U+200C, U+200D) stay allowed: Devanagari
 * spelling needs them.
 */
export const BIDI_CONTROL_RE = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export const hasNoBidiControl = (s: string) => !BIDI_CONTROL_RE.test(s);

/** Largest PostgreSQL integer: numeric ids from a request stay below it (else a 500 in the query). */
export const PG_INT_MAX = 2_147_483_647;

/**
 * A number written as JSON writes one (digits, a decimal point, an exponent), as a query string or
 * a form field carries it. Nothing else is read as a number: not hex ("0x10"), blanks or Infinity.
 */
export const DECIMAL_RE = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

// A newsletter e-mail is text, an at sign, text, a dot, text.
export const NEWSLETTER_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Nepali mobile numbers: 10 digits starting 96 (Smart), 97 or 98 (NTC, Ncell); every one of them
// can receive a text.
export const NEPALI_MOBILE_RE = /^9[678]\d{8}$/;

// Any Nepali number: a mobile, or a landline of 9 digits: 0, the area code and the local number
// (Kathmandu 01-4412345, Pokhara 061-521234). A local number without its area code cannot be
// dialled from a mobile, so it is refused.
export const NEPALI_PHONE_RE = /^(9[678]\d{8}|0[1-9]\d{7})$/;
