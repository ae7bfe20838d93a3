import { isRouteErrorResponse } from 'react-router';
import { ApiError } from './api';

// "Load more" under a public list asks the route's own loader for the next page through a fetcher
// (use-more-rows.ts). A loader that throws would put the route's error screen in place of the
// whole page, list and all; for that one request the failure is an answer instead, and the list
// says it under itself with "Try again". Server-safe: the loaders import it.

/** The mark on a "Load more" request's address. */
export const MORE_MARK = 'more';

/** Whether `request` is a "Load more" request (its address carries the mark). */
export const isMoreRequest = (request: Request) => new URL(request.url).searchParams.has(MORE_MARK);

/** What a marked request gets when the next page could not be read. */
export type MoreFailed = { moreFailed: string };

export const isMoreFailed = (data: unknown): data is MoreFailed =>
  typeof data === 'object' && data !== null && 'moreFailed' in data;

const reasonOf = (e: unknown) =>
  e instanceof ApiError && e.message
    ? e.message
    : isRouteErrorResponse(e) && e.statusText
      ? e.statusText
      : 'The connection failed';

/**
 * Runs a list route's loader; for a "Load more" request (marked) a failure comes back as a
 * `MoreFailed` answer. That answer only ever reaches the fetcher, never the page's own data, so
 * the loader keeps its own type.
 */
export async function orMoreFailed<T>(request: Request, load: () => Promise<T>): Promise<T> {
  if (!isMoreRequest(request)) return load();
  try {
    return await load();
  } catch (e) {
    const failed: MoreFailed = { moreFailed: reasonOf(e) };
    return failed as T;
  }
}
