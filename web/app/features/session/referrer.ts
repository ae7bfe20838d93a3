// The protected wrapper sends visitors to /login with the original path as the
// referrer; after logging in they go back there. The referrer comes from the query string,
// so anyone can craft it: only same-site paths are followed (no open redirect).

const ORIGIN = 'http://upahar.invalid';

// Going "back" to these would only show the login form again.
const AUTH_PATHS = new Set(['/login', '/register', '/reset-password', '/user-confirm', '/verify/email']);

/** The path to go to after login: `raw` when it is a safe same-site path, else `fallback`. */
export function safeReferrer(raw: string | null | undefined, fallback = '/profile'): string {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return fallback;
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
  if (url.origin !== ORIGIN || AUTH_PATHS.has(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  const back = safeReferrer(path, '');
  return back ? `/login?referrer=${encodeURIComponent(back)}` : '/login';
}
