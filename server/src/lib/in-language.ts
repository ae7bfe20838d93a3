import type { Locale } from '@upahar/contract';

/**
 * The text of a Nepali answer when it has one, else the English text: what staff and sellers
 * write in Nepali is optional, and a Nepali page shows the English wherever it is missing.
 */
export const inLanguage = (locale: Locale, en: string, ne: string | null | undefined): string =>
  locale === 'ne' && ne ? ne : en;
