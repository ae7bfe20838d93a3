import {
  type TCurrencyInfo,
  type TErrorPageContent,
  type THeaderFooter,
  todayInKathmandu,
} from '@upahar/contract';
import { getCurrencyConversion, getErrorPageContent, getHeaderFooter } from '@upahar/contract/endpoints';
import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { type ApiOk, type ApiTransport, callEndpoint } from '~/lib/api';

/** What the root loader hands every page: the data the shell (header, footer, 404) needs. */
export type ShellData = {
  headerFooter: THeaderFooter | null;
  errorPage: TErrorPageContent | null;
  /** A failed or empty currency fetch leaves this null; formatPrice then uses NPR. */
  currency: TCurrencyInfo | null;
  /** When the page was rendered, by the shop's clock (ms): what time-of-day texts are drawn for. */
  now?: number;
  /** The shop's public address, for the links to a page's twin in the other language. */
  origin?: string;
};

export const EMPTY_SHELL: ShellData = { headerFooter: null, errorPage: null, currency: null };

/** A failed shell call must never take the page down: the shop renders with defaults instead. */
export async function orNull<T>(promise: Promise<ApiOk<T>>): Promise<T | null> {
  try {
    const res = await promise;
    return res.data ?? null;
  } catch {
    return null;
  }
}

export function normaliseCurrency(info: TCurrencyInfo | null | undefined): TCurrencyInfo | null {
  if (!info || typeof info.currency !== 'string' || !info.currency) return null;
  return info;
}

/** The three start-up calls (header-footer, error page, currency), in parallel, in process during SSR. */
export async function loadShellData(api: ApiTransport): Promise<ShellData> {
  const [headerFooter, errorPage, currency] = await Promise.all([
    orNull(callEndpoint(api, getHeaderFooter)),
    orNull(callEndpoint(api, getErrorPageContent)),
    orNull(callEndpoint(api, getCurrencyConversion)),
  ]);
  return { headerFooter, errorPage, currency: normaliseCurrency(currency) };
}

/** Shell data from anywhere below the root, including error boundaries. */
export function useShellData(): ShellData {
  return useRouteLoaderData<ShellData>('root') ?? EMPTY_SHELL;
}

// What a page says about the time (open now, earliest today) is drawn for the moment the server
// rendered it, so hydration finds the same text; then the browser's clock takes over, checked once
// a minute by one timer for the whole page. A page kept a while in a cache is thus right for
// whoever looks at it, and repaints only where the answer changed.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const l of listeners) l();
  }, 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const MINUTE = 60_000;
const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const browserToday = () => todayInKathmandu(new Date());

/** The current minute (ms): the page's render time on the server and at hydration, then the browser's. */
export function useShopNow(): number {
  const rendered = useShellData().now;
  const first = rendered === undefined ? null : Math.floor(rendered / MINUTE) * MINUTE;
  return useSyncExternalStore(subscribe, thisMinute, () => first ?? thisMinute());
}

/** Today's date in Kathmandu (YYYY-MM-DD), as useShopNow sees it; changes only at midnight. */
export function useShopToday(): string {
  const rendered = useShellData().now;
  return useSyncExternalStore(subscribe, browserToday, () =>
    todayInKathmandu(rendered === undefined ? new Date() : new Date(rendered)),
  );
}
