import { currentLocale } from '@upahar/contract';

/**
 * An absolute link to a page of the shop, in the language being written (Nepali pages live
 * under /ne): an e-mail in Nepali leads to the Nepali page.
 */
export const pageLink = (publicUrl: string, path: string): string =>
  `${publicUrl}${currentLocale() === 'ne' ? '/ne' : ''}${path}`;
