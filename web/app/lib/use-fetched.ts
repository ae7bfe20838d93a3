import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { errorMessage } from './api';
import { shopPath } from './locale';

// Answers that follow what the shopper types (people found, search suggestions, whether a quiz's
// address is free) come from small lookup routes, read through a fetcher: a newer load cancels an
// older one without any code of ours, so an old, slow answer never shows under newer typing.

/** A lookup route's answer, naming the address it answers; a failure is an answer too. */
export type Fetched<T> = { for: string; ok: true; data: T } | { for: string; ok: false; message: string };

const keyOf = (href: string) => {
  const url = new URL(href, 'http://lookup.invalid');
  return shopPath(url.pathname) + url.search;
};

/**
 * For a lookup route's clientLoader: the answer of `load`, or why there is none (so the field says
 * it in its place instead of the page's error screen taking over). `fallback` words a failure the
 * API did not explain (no connection, say).
 */
export async function fetched<T>(request: Request, load: Promise<T>, fallback?: string): Promise<Fetched<T>> {
  const key = keyOf(request.url);
  try {
    return { for: key, ok: true, data: await load };
  } catch (e) {
    return { for: key, ok: false, message: errorMessage(e, fallback) };
  }
}

/**
 * Loads `address` (a lookup route, built with URLSearchParams) `delayMs` after it stops changing;
 * null: nothing to ask, nothing shown. `current` is true once the answer is this very address's:
 * in the render where it changes it is already false, so a page can refuse to act on an old
 * answer. A failed answer keeps the last good data on screen.
 */
export function useFetched<T>(address: string | null, delayMs = 0) {
  const fetcher = useFetcher<Fetched<T>>();
  const { load } = fetcher;
  const [good, setGood] = useState<T | null>(null);

  useEffect(() => {
    if (address === null) {
      setGood(null);
      return;
    }
    const timer = setTimeout(() => void load(address), delayMs);
    return () => clearTimeout(timer);
  }, [address, delayMs, load]);

  const answer = fetcher.data;
  useEffect(() => {
    if (answer?.ok) setGood(answer.data);
  }, [answer]);

  if (address === null) return { data: null, loading: false, error: null, current: false };
  const current = fetcher.state === 'idle' && answer?.for === keyOf(address);
  return {
    data: good,
    loading: !current,
    error: current && answer && !answer.ok ? answer.message : null,
    current,
  };
}

/** A lookup route's address for a question with a body (a price, a summary): the body as JSON. */
export const askAddress = (path: string, body: unknown) =>
  `${path}?${new URLSearchParams({ ask: JSON.stringify(body) })}`;

/**
 * The question a lookup route was asked through `askAddress`. It is handed on to the API as it
 * is: the API checks it against the endpoint's contract, as it would any request.
 */
export function askOf<T>(request: Request): T {
  const ask = new URL(request.url).searchParams.get('ask');
  return JSON.parse(ask ?? 'null') as T;
}
