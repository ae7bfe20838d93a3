import { m } from '@upahar/contract/messages';

// The languages the shop speaks. English is the default and the language of every text the
// specification quotes; Nepali is the other.

export type Locale = 'en' | 'ne';

/**
 * The language being written in: in a page, the language it was built for (a constant there, so
 * code for the other language drops out of it); on the server, the request's or the recipient's;
 * English in tests.
 */
export const currentLocale = (): Locale => m.locale_code() as Locale;
