import type { TCurrencyInfo, TErrorPageContent, THeaderFooter } from '@upahar/contract';
import { getCurrencyConversion, getErrorPageContent, getHeaderFooter } from '@upahar/contract/endpoints';
import { useRouteLoaderData } from 'react-router';
import { type ApiOk, type ApiTransport, callEndpoint } from '~/lib/api';

/** What the root loader hands every page: the data the shell (header, footer, 404) needs. */
export type ShellData = {
  headerFooter: THeaderFooter | null;
  errorPage: TErrorPageContent | null;
  /** A failed or empty currency fetch leaves this null; formatPrice then uses NPR. */
  currency: TCurrencyInfo | null;
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
