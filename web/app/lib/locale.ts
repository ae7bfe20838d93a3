import type { Locale } from '@upahar/contract';

/**
 * The language of these pages. The shop builds its pages once per language (English at the
 * plain addresses, Nepali under /ne), so this is a constant of the build, and code written for
 * the other language is dropped from it.
 */
export const LOCALE: Locale = import.meta.env.UPAHAR_LOCALE ?? 'en';

/** The other language: where the language switch leads. */
export const OTHER_LOCALE: Locale = LOCALE === 'ne' ? 'en' : 'ne';

/** The address prefix of a language's pages. */
const localePrefix = (locale: Locale) => (locale === 'ne' ? '/ne' : '');

/** A page's absolute address in a language, from its path within the shop (without /ne). */
export function addressIn(locale: Locale, origin: string, pathWithSearch: string): string {
  const prefix = localePrefix(locale);
  const path = prefix && pathWithSearch === '/' ? '' : pathWithSearch;
  return `${origin}${prefix}${path}`;
}

const PREFIX = localePrefix(LOCALE);

/**
 * A path as the shop's routes know it: without the language's /ne. Request URLs and the links
 * a page renders carry it (React Router adds it as the basename), while route paths, canonical
 * paths from the API and the router's own navigation do not.
 */
export const shopPath = (pathname: string): string =>
  PREFIX && (pathname === PREFIX || pathname.startsWith(`${PREFIX}/`))
    ? pathname.slice(PREFIX.length) || '/'
    : pathname;
