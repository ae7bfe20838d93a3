import { safeReferrer } from '@upahar/contract';
import { useSearchParams } from 'react-router';
// The protected wrapper and the checkout send visitors to /login with the page they wanted as the
// referrer; after logging in they go back there. Every sign-in page (sign-up, the e-mail check,
// the confirmation link, a password reset) passes it on, so a detour through an account keeps
// the shopper's place. It lives in the URL, so a reload or the e-mailed link keeps it too.

/** `path` with `?referrer=` added when `referrer` is a safe same-site path; `extra` goes first. */
export function withReferrer(
  path: string,
  referrer: string | null | undefined,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  const back = safeReferrer(referrer, null);
  if (back) params.set('referrer', back);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return withReferrer('/login', path);
}

/** This page's safe referrer, or null when it has none (or an unsafe one, which is ignored). */
export function useReferrer(): string | null {
  const [params] = useSearchParams();
  return safeReferrer(params.get('referrer'), null);
}
