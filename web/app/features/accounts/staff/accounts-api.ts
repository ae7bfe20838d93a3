import type { TAdminAccountsQuery } from '@upahar/contract';
import { listAdminAccounts, reinstateAccount, suspendAccount } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

export const fetchAdminAccounts = (query: Partial<TAdminAccountsQuery>, signal?: AbortSignal) =>
  callApi(listAdminAccounts, { query }, { signal });

export const suspendPerson = (id: string, reason: string) =>
  callApi(suspendAccount, { params: { id }, body: { reason } });
export const reinstatePerson = (id: string) => callApi(reinstateAccount, { params: { id } });
