import { ACCESS_TOKEN_KEY } from '@upahar/contract';

export { ApiError } from './api';

import { type ApiOk, type ApiRequest, call, fetchTransport } from './api';

const transport = fetchTransport();

export const getToken = (): string | null =>
  typeof window === 'undefined' ? null : window.localStorage.getItem(ACCESS_TOKEN_KEY);
export const setToken = (token: string) => window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
export const clearToken = () => window.localStorage.removeItem(ACCESS_TOKEN_KEY);

/** Calls the API from the browser with the stored bearer token (SPEC 7). */
export function browserApi<T>(req: Omit<ApiRequest, 'token'>): Promise<ApiOk<T>> {
  return call<T>(transport, { ...req, token: getToken() });
}

export const apiGet = <T>(path: string, query?: ApiRequest['query']) =>
  browserApi<T>({ method: 'GET', path, query });
export const apiPost = <T>(path: string, body?: unknown, query?: ApiRequest['query']) =>
  browserApi<T>({ method: 'POST', path, body: body ?? {}, query });
