import { m } from '@upahar/contract/messages';

import { ApiError } from '~/lib/api';

// The texts lib/api.ts makes up when no envelope came back (generic client errors).
const CLIENT_MADE =
  /^(Network Error|request aborted|timeout of \d+ms exceeded|request failed with status code \d+)$/;

/**
 * Sign-up failure: the server's error.message, else exactly "An unexpected error
 * occurred." — so a proxy's HTML 502 or a dropped connection shows the fallback, not a status code.
 */
export function serverMessageOr(e: unknown, fallback: string = m.text_unexpected()): string {
  if (e instanceof ApiError && e.status > 0 && e.message && !CLIENT_MADE.test(e.message)) return e.message;
  return fallback;
}
