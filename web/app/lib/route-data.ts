import { ApiError } from './api';

// Personal pages load in the browser, where the token lives, through their route's clientLoader:
// React Router runs it before the page shows (and on the first load while the server's
// "Loading Please Wait" is on screen), aborts it through `request.signal` when the visitor moves
// on, and runs it again after `useRevalidator().revalidate()`. A failed load throws; the route's
// ErrorBoundary words it (`LoadError`). Such a loader starts with the session's `requireToken`;
// this file holds the steps that read the address being loaded.

/** The search parameters of the address being loaded. */
export const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;

/** The page asked for in ?page: a whole number from 1, anything else is page 1. */
export function pageFromSearch(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** A list's ?page= of the address being loaded. */
export const pageParam = (request: Request, name = 'page'): number =>
  pageFromSearch(searchOf(request).get(name));

/** The answer, or null when the API refused it with one of `statuses`; other failures still throw. */
async function nullOn<T>(answer: Promise<T>, statuses: readonly number[]): Promise<T | null> {
  try {
    return await answer;
  } catch (e) {
    if (e instanceof ApiError && statuses.includes(e.status)) return null;
    throw e;
  }
}

/**
 * An answer that may not be the visitor's to see: null when the API says it does not exist (404)
 * or is not theirs (403), so the page can say so in its own words.
 */
export const mineOrNull = <T>(answer: Promise<T>) => nullOn(answer, [403, 404]);

/**
 * A dashboard record the API may not find: null for its 404, so the page says so in its own
 * words. A 403 still throws, and the route's error boundary says whom the page is for.
 */
export const foundOrNull = <T>(answer: Promise<T>) => nullOn(answer, [404]);
