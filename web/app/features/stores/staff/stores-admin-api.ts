import type { TAdminStoresQuery } from '@upahar/contract';
import { listAdminStores, reinstateStore, suspendStore } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

export const fetchAdminStores = (query: Partial<TAdminStoresQuery>, signal?: AbortSignal) =>
  callApi(listAdminStores, { query }, { signal });

export const suspendOne = (id: number, reason: string) =>
  callApi(suspendStore, { params: { id }, body: { reason } });
export const reinstateOne = (id: number) => callApi(reinstateStore, { params: { id } });
