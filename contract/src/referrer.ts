// The page a shopper returns to after logging in ("referrer"). It travels in query strings and in
// the links of account e-mails, so anyone can craft it: only a path on this site is followed,
// never another host (no open redirect). The browser and the server apply the same rule.
// No zod here: every page that links to the login uses this, and zod loads only with forms.

/** Where a login leads when there is no page to go back to. */
export const DEFAULT_AFTER_LOGIN = '/profile';

/** Long enough for any page of the shop with its query; an e-mail link stays readable. */
export const REFERRER_MAX = 500;

const ORIGIN = 'http://upahar.invalid';

// Going "back" to these would only show a sign-in form or a spent link again.
const AUTH_PATHS = new Set([
  '/login',
  '/register',
  '/reset-password',
  '/user-confirm',
  '/verify/email',
  '/verified',
]);

/**
 * `raw` as a same-site path (normalised: dot segments resolved) when it is safe to go to, else
 * `fallback`. Refused: anything not starting with one "/", absolute and protocol-relative URLs,
 * backslashes and control characters, and the sign-in pages themselves.
 */
export function safeReferrer<F extends string | null = string>(
  raw: string | null | undefined,
  fallback: F = DEFAULT_AFTER_LOGIN as F,
): string | F {
  if (!raw || raw.length > REFERRER_MAX || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines, so "/\evil.com" or "/\t/evil.com"
  // would become protocol-relative; refuse them outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (AUTH_PATHS.has(path.toLowerCase())) return fallback;
  const safe = url.pathname + url.search + url.hash;
  // Resolving "/a/../..//x" can itself produce "//x"; check the result once more.
  return safe.startsWith('//') ? fallback : safe;
}
