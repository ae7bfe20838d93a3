import {
  API_PREFIX,
  REQUEST_TIMEOUT_MS,
  type TLedgerQuery,
  type TPayoutStoresQuery,
  type TRecordPayoutBody,
  type TStoreTermsBody,
} from '@upahar/contract';
import {
  getEarnings,
  getReconciliation,
  getStatement,
  listLedgerEntries,
  listPayoutStores,
  listStatements,
  listStorePayouts,
  recordPayout,
  setStoreTerms,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { ApiError, callApi, getToken } from '~/lib/browser-api';
import { statementFileUrl } from './earnings-format';

// A store's money (its owner, managers and admins) and the admins' payouts, under the dashboard API.

export const fetchEarnings = (storeId: number, signal?: AbortSignal) =>
  callApi(getEarnings, { params: { storeId } }, { signal }).then((r) => r.data);

export const fetchLedger = (storeId: number, query: Partial<TLedgerQuery>, signal?: AbortSignal) =>
  callApi(listLedgerEntries, { params: { storeId }, query }, { signal }).then((r) => ({
    entries: r.data.entries,
    pagination: r.meta?.pagination,
  }));

export const fetchStatements = (storeId: number, page: number, signal?: AbortSignal) =>
  callApi(listStatements, { params: { storeId }, query: { page } }, { signal }).then((r) => ({
    items: r.data.statements,
    pagination: r.meta?.pagination,
  }));

export const fetchStatement = (storeId: number, id: number, signal?: AbortSignal) =>
  callApi(getStatement, { params: { storeId, id } }, { signal }).then((r) => r.data);

export const fetchStorePayouts = (storeId: number, page: number, signal?: AbortSignal) =>
  callApi(listStorePayouts, { params: { storeId }, query: { page } }, { signal }).then((r) => ({
    items: r.data.payouts,
    pagination: r.meta?.pagination,
  }));

export const fetchPayoutStores = (query: Partial<TPayoutStoresQuery>, signal?: AbortSignal) =>
  callApi(listPayoutStores, { query }, { signal }).then((r) => ({
    ...r.data,
    pagination: r.meta?.pagination,
  }));

export const fetchReconciliation = (signal?: AbortSignal) =>
  callApi(getReconciliation, {}, { signal }).then((r) => r.data);

export const payStore = (body: TRecordPayoutBody) => callApi(recordPayout, { body });

export const saveStoreTerms = (storeId: number, body: TStoreTermsBody) =>
  callApi(setStoreTerms, { params: { storeId }, body });

export type StatementFormat = 'csv' | 'pdf';

/** The name the server gives the file, else one made from the week. */
function fileNameOf(res: Response, fallback: string) {
  const header = res.headers.get('content-disposition') ?? '';
  const utf = header.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf) return decodeURIComponent(utf);
  return header.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * A weekly statement as CSV or PDF. The bearer token rides in a header, so the file comes through
 * fetch and a blob, not a plain link.
 */
export async function downloadStatement(o: {
  storeId: number;
  id: number;
  format: StatementFormat;
  weekStart: string;
}) {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX.dashboard}${statementFileUrl(o.storeId, o.id, o.format)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError('Network Error', 0);
  }
  if (!res.ok)
    throw new ApiError(
      res.status === 404 ? m.earnings_download_not_found() : m.earnings_download_failed(),
      res.status,
    );
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res, `upahar-statement-${o.weekStart}.${o.format}`);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
