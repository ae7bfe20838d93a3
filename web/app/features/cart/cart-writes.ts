import type { TAddToCartBody, TCart } from '@upahar/contract';
import { addToCart, removeFromCart, setCartNote, updateCartItem } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { Dispatch, RefObject } from 'react';
import { ApiError, type ApiOk, errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import type { CartResult, QuickCheckoutResult } from './cart-context';
import { type AccessoryToSend, accessoryBody, type CartEvent } from './cart-state';
import { syncToken } from './cart-token';

// What changes the cart: loaded with the first change a shopper makes, not with every page,
// since most page views only read the cart.

export type CartWriteDeps = {
  dispatch: Dispatch<CartEvent>;
  serial: <T>(task: () => Promise<T>) => Promise<T>;
  /** The extras waiting to go with the next add (candles, a card, a knife). */
  waiting: RefObject<AccessoryToSend[]>;
  /** Takes the extras that were sent off the waiting list; one ticked meanwhile stays. */
  dropSent: (sent: AccessoryToSend[]) => void;
};

/** One cart write: start, call, take the returned cart (keeping the token right). */
const write = (
  d: CartWriteDeps,
  send: () => Promise<ApiOk<TCart>>,
  failure: 'addFailed' | 'changeFailed',
): Promise<CartResult> =>
  d.serial(async () => {
    d.dispatch({ type: 'start' });
    try {
      const res = await send();
      syncToken(res.data);
      d.dispatch({ type: 'loaded', cart: res.data });
      return { ok: true as const, cart: res.data };
    } catch (e) {
      const message = errorMessage(e);
      d.dispatch({ type: failure, message });
      return { ok: false as const, message, errors: e instanceof ApiError ? e.errors : undefined };
    }
  });

/** The line and the extras waiting to go with it, in one call; sent extras leave the list. */
export async function add(d: CartWriteDeps, body: TAddToCartBody): Promise<CartResult> {
  const extras = d.waiting.current;
  const result = await write(
    d,
    () => callApi(addToCart, { body: { ...body, extras: extras.map(accessoryBody) } }),
    'addFailed',
  );
  if (result.ok && extras.length > 0) d.dropSent(extras);
  return result;
}

export const remove = (d: CartWriteDeps, cartItemId: string) =>
  write(d, () => callApi(removeFromCart, { body: { cartItemId } }), 'changeFailed');

export const updateQuantity = (d: CartWriteDeps, cartItemId: string, quantity: number) =>
  write(d, () => callApi(updateCartItem, { body: { cartItemId, quantity } }), 'changeFailed');

export const setNote = (d: CartWriteDeps, note: string) =>
  write(d, () => callApi(setCartNote, { body: { note } }), 'changeFailed');

/** Buy now: adds the line and the waiting extras and answers their ids. */
export const quickCheckout = (d: CartWriteDeps, body: TAddToCartBody): Promise<QuickCheckoutResult> =>
  d.serial(async () => {
    const extras = d.waiting.current;
    d.dispatch({ type: 'start' });
    try {
      const res = await callApi(addToCart, {
        body: { ...body, quickCheckout: true, extras: extras.map(accessoryBody) },
      });
      // The token is kept even here: a visitor's Buy now may be what created their cart.
      syncToken(res.data);
      // Without extras the cart on screen stays as it was; with them it is shown as it now is.
      d.dispatch(extras.length > 0 ? { type: 'loaded', cart: res.data } : { type: 'settled' });
      if (extras.length > 0) d.dropSent(extras);
      const ids = res.data.addedItemIds;
      if (ids.length === 0) return { ok: false as const, message: m.cart_add_failed() };
      return { ok: true as const, cartItemIds: ids, notAdded: res.data.notAdded };
    } catch (e) {
      const message = errorMessage(e);
      d.dispatch({ type: 'addFailed', message });
      return { ok: false as const, message, errors: e instanceof ApiError ? e.errors : undefined };
    }
  });
