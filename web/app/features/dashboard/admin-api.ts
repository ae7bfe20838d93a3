import type { TAdminAccountsQuery, TAdminStoresQuery, TAuditQuery, TReportsQuery } from '@upahar/contract';
import {
  dismissReports,
  hideContent,
  listAdminAccounts,
  listAdminStores,
  listAuditLog,
  listReports,
  reinstateAccount,
  reinstateStore,
  restoreContent,
  suspendAccount,
  suspendStore,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admin's calls under the dashboard API: the audit log, reported texts, stores and accounts.

type Target = { type: 'review' | 'question' | 'answer' | 'comment'; id: string };

export const fetchAuditLog = (query: Partial<TAuditQuery>, signal?: AbortSignal) =>
  callApi(listAuditLog, { query }, { signal });

export const fetchReports = (query: Partial<TReportsQuery>, signal?: AbortSignal) =>
  callApi(listReports, { query }, { signal });

export const hideItem = (target: Target, reason: string) =>
  callApi(hideContent, { params: target, body: { reason } });
export const restoreItem = (target: Target) => callApi(restoreContent, { params: target });
export const dismissItem = (target: Target) => callApi(dismissReports, { params: target });

export const fetchAdminStores = (query: Partial<TAdminStoresQuery>, signal?: AbortSignal) =>
  callApi(listAdminStores, { query }, { signal });

export const suspendOne = (id: number, reason: string) =>
  callApi(suspendStore, { params: { id }, body: { reason } });
export const reinstateOne = (id: number) => callApi(reinstateStore, { params: { id } });

export const fetchAdminAccounts = (query: Partial<TAdminAccountsQuery>, signal?: AbortSignal) =>
  callApi(listAdminAccounts, { query }, { signal });

export const suspendPerson = (id: string, reason: string) =>
  callApi(suspendAccount, { params: { id }, body: { reason } });
export const reinstatePerson = (id: string) => callApi(reinstateAccount, { params: { id } });
