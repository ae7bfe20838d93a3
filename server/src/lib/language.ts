import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '@upahar/contract';

/**
 * The shop's pages are in English at their plain addresses and in Nepali under /ne. A visitor's
 * own choice (the language switch) is kept in this cookie; with no choice yet, the browser's
 * Accept-Language decides on the first page. The cookie says nothing about who the visitor is,
 * so a request carrying only it may still get shared cached pages.
 */
export const LANGUAGE_COOKIE = 'upahar_lang';
const NEPALI_PREFIX = '/ne';

const ONLY_LANGUAGE_COOKIE = new RegExp(`^\\s*${LANGUAGE_COOKIE}=(en|ne)\\s*;?\\s*$`);
const LANGUAGE_IN_COOKIES = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(en|ne)\\s*(?:;|$)`);

/** Whether a Cookie header holds the language choice and nothing else. */
export const onlyLanguageCookie = (cookie: string) => ONLY_LANGUAGE_COOKIE.test(cookie);

/** The language the visitor chose with the switch, if any. */
export function chosenLocale(cookie: string | undefined): Locale | null {
  if (!cookie) return null;
  const match = LANGUAGE_IN_COOKIES.exec(cookie);
  return match ? (match[1] as Locale) : null;
}

/**
 * The language an Accept-Language header prefers among the shop's, or null when it names
 * neither: "ne-NP,ne;q=0.9,en;q=0.8" → ne; "en-GB,ne;q=0.5" → en; "fr" → null.
 */
export function acceptedLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: Locale | null = null;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (base !== 'en' && base !== 'ne') continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (Number.isFinite(q) && q > bestQ) {
      best = base;
      bestQ = q;
    }
  }
  return best;
}

/** The language of an API answer's messages: the request's Accept-Language, English by default. */
export function requestLocale(headers: IncomingHttpHeaders): Locale {
  const accept = headers['accept-language'];
  // Asked on every request, cache hits included: most never mention Nepali.
  if (!accept?.includes('ne')) return 'en';
  return acceptedLocale(accept) ?? 'en';
}

/** Whether a path is a Nepali page's (under /ne). */
export const isNepaliPath = (url: string) =>
  url === NEPALI_PREFIX || url.startsWith(`${NEPALI_PREFIX}/`) || url.startsWith(`${NEPALI_PREFIX}?`);

/**
 * Where an English page's request goes instead when its visitor reads Nepali: the Nepali twin
 * when the visitor chose Nepali, or chose nothing and their browser prefers it; otherwise null.
 */
export function nepaliTwinFor(url: string, headers: IncomingHttpHeaders): string | null {
  if (isNepaliPath(url) || url.startsWith('/api/')) return null;
  const cookie = headers.cookie;
  const accept = headers['accept-language'];
  // The common case, decided without parsing: nothing mentions Nepali.
  if (!cookie?.includes(LANGUAGE_COOKIE) && !accept?.includes('ne')) return null;
  const wanted = chosenLocale(cookie) ?? acceptedLocale(accept);
  if (wanted !== 'ne') return null;
  return url === '/' ? NEPALI_PREFIX : `${NEPALI_PREFIX}${url.startsWith('/?') ? url.slice(1) : url}`;
}

/**
 * A page's address in the other language, for the language switch: only a path within the shop
 * is accepted (a "next" pointing elsewhere would make the switch an open redirect).
 */
export function twinAddress(next: string, locale: Locale): string | null {
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const english = isNepaliPath(next) ? next.slice(NEPALI_PREFIX.length) || '/' : next;
  const plain = english.startsWith('?') ? `/${english}` : english;
  if (locale === 'en') return plain;
  return plain === '/' ? NEPALI_PREFIX : `${NEPALI_PREFIX}${plain.startsWith('/?') ? plain.slice(1) : plain}`;
}
