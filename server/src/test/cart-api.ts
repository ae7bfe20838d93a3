import { CART_TOKEN_HEADER, type TCart, ZCartResponse, ZErrorResponse } from '@upahar/contract';
import { expect } from 'vitest';
import { api, type Headers } from './requests.ts';
import type { TestApp } from './test-app.ts';

// Cart helpers shared by the cart, wishlist, address and delivery tests, on the shared request
// helper (requests.ts): every answer is parsed with the contract it promises.

export type { Headers };

/** The bearer header of a user and/or the visitor's cart-token header. */
export const who = (o: { headers?: Headers; token?: string | null }): Headers => ({
  ...(o.headers ?? {}),
  ...(o.token ? { [CART_TOKEN_HEADER]: o.token } : {}),
});

export function cartApi(t: TestApp) {
  const shop = api(t);
  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
    shop.request(method, url, payload, headers);

  /** A call that must succeed with a cart in the envelope. */
  async function cart(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    return ZCartResponse.parse(res.json()).data;
  }

  /** A call that must fail with `status`; returns the failure envelope (message and field errors). */
  async function fails(status: number, url: string, payload?: unknown, headers: Headers = {}) {
    const res = await call(payload === undefined ? 'GET' : 'POST', url, headers, payload);
    expect(res.statusCode, res.body).toBe(status);
    return ZErrorResponse.parse(res.json());
  }

  return {
    get: shop.get,
    post: shop.post,
    fails,
    getCart: (headers: Headers = {}) => cart('GET', 'cart', headers),
    add: (payload: Record<string, unknown>, headers: Headers = {}) =>
      cart('POST', 'add-to-cart', headers, { source: 'web', ...payload }),
    cartPost: (url: string, payload: unknown, headers: Headers = {}) => cart('POST', url, headers, payload),
  };
}

/** The one line of `cart` for `productId` (fails the test when there is not exactly one). */
export function lineOf(cart: TCart, productId: string) {
  const lines = cart.cartItems.filter((l) => l.productId === productId);
  expect(lines).toHaveLength(1);
  return lines[0];
}
