// The languages the shop speaks. English is the default and the language of every text the
// specification quotes; Nepali is the other.

export type Locale = 'en' | 'ne';
