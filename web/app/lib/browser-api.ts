import {
  ACCESS_TOKEN_KEY,
  CART_TOKEN_HEADER,
  CART_TOKEN_KEY,
  type EndpointData,
  type EndpointDef,
} from '@upahar/contract';
import { type ApiOk, callEndpoint, type EndpointArgs, fetchTransport } from './api';
import { LOCALE } from './locale';

export { ApiError } from './api';

const transport = fetchTransport();

export const getToken = (): string | null =>
  typeof window === 'undefined' ? null : window.localStorage.getItem(ACCESS_TOKEN_KEY);
export const setToken = (token: string) => window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
export const clearToken = () => window.localStorage.removeItem(ACCESS_TOKEN_KEY);

// A visitor's cart is found by this token; after login the next call carries it once
// more so the server merges that cart into the user's, then features/cart drops it.
export const getCartToken = (): string | null =>
  typeof window === 'undefined' ? null : window.localStorage.getItem(CART_TOKEN_KEY);
export const setCartToken = (token: string) => window.localStorage.setItem(CART_TOKEN_KEY, token);
export const clearCartToken = () => window.localStorage.removeItem(CART_TOKEN_KEY);

/** Calls one endpoint from the browser with the stored bearer token and the visitor's cart token. */
export function callApi<E extends EndpointDef>(
  endpoint: E,
  ...[input, options]: EndpointArgs<E>
): Promise<ApiOk<EndpointData<E>>> {
  const cartToken = getCartToken();
  // The page's language, not the browser's: the API's messages must match the page.
  const headers = {
    'accept-language': LOCALE,
    ...(cartToken ? { [CART_TOKEN_HEADER]: cartToken } : {}),
    ...options?.headers,
  };
  return callEndpoint(
    transport,
    endpoint,
    ...([input, { ...options, headers, token: getToken() }] as EndpointArgs<E>),
  );
}
