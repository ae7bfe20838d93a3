import type { TCart } from '@upahar/contract';

// Pure state of the cart: what every cart call does to what the shopper sees.
// The provider (cart-context.tsx) only wires these to the API.

export type CartState = {
  cart: TCart | null;
  /** Calls in flight: loading is set before each cart call and cleared after. */
  pending: number;
  error: string | null;
  /** The cart has been asked for at least once: null now means "empty", not "not known yet". */
  ready: boolean;
};

export type CartEvent =
  | { type: 'start' }
  /** A call answered with the cart (GET cart, add, remove, update, note): it replaces ours. */
  | { type: 'loaded'; cart: TCart | null }
  /** A failed fetch empties the cart. */
  | { type: 'fetchFailed'; message: string }
  /** A failed add reports the error and sets the cart error state; the cart stays. */
  | { type: 'addFailed'; message: string }
  /** A change that failed (remove, quantity, note): the cart stays as the server last said. */
  | { type: 'changeFailed'; message: string }
  /** A call that must not touch the cart (quick checkout) finished. */
  | { type: 'settled' }
  /** Logout: the cart is emptied. */
  | { type: 'cleared' };

export const INITIAL_CART_STATE: CartState = { cart: null, pending: 0, error: null, ready: false };

const done = (s: CartState) => Math.max(0, s.pending - 1);

export function cartReducer(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'start':
      return { ...state, pending: state.pending + 1 };
    case 'loaded':
      return { cart: event.cart, pending: done(state), error: null, ready: true };
    case 'fetchFailed':
      return { cart: null, pending: done(state), error: event.message, ready: true };
    case 'addFailed':
    case 'changeFailed':
      return { ...state, pending: done(state), error: event.message };
    case 'settled':
      return { ...state, pending: done(state) };
    case 'cleared':
      return { ...INITIAL_CART_STATE, pending: state.pending, ready: state.ready };
  }
}

// ---- Guest cart token (a visitor's cart is kept when they log in) ----

export type TokenStep = { kind: 'store'; token: string } | { kind: 'clear' } | { kind: 'keep' };

/**
 * What to do with the stored guest token after a cart answer: a guest cart hands us its token;
 * a user's cart (guest=false) means the server has merged the visitor's cart, so the token goes;
 * a guest answer without a cart means the token was unknown (expired, merged elsewhere).
 */
export function tokenStep(cart: Pick<TCart, 'guest' | 'cartId'>): TokenStep {
  if (!cart.guest) return { kind: 'clear' };
  if (cart.cartId) return { kind: 'store', token: cart.cartId };
  return { kind: 'clear' };
}

// ---- Accessories waiting to be sent (added, replaced or removed by id, then sent together) ----

export type AccessoryToSend = {
  id: string;
  productId: string;
  deliveryLocationId: number | null;
  deliveryDate: string | null;
};

/** Adds one; an accessory with the same id takes the old one's place (never twice). */
export function addAccessory(list: readonly AccessoryToSend[], a: AccessoryToSend): AccessoryToSend[] {
  return list.some((x) => x.id === a.id) ? replaceAccessory(list, a.id, a) : [...list, a];
}

/** Replaces the accessory with this id, in place; an unknown id changes nothing. */
export function replaceAccessory(
  list: readonly AccessoryToSend[],
  id: string,
  a: AccessoryToSend,
): AccessoryToSend[] {
  return list.map((x) => (x.id === id ? a : x));
}

export function removeAccessory(list: readonly AccessoryToSend[], id: string): AccessoryToSend[] {
  return list.filter((x) => x.id !== id);
}

/** The add-to-cart body of a waiting accessory (location and date only when chosen). */
export function accessoryBody(a: AccessoryToSend) {
  return {
    productId: a.productId,
    quantity: 1,
    ...(a.deliveryLocationId !== null ? { deliveryLocationId: a.deliveryLocationId } : {}),
    ...(a.deliveryDate ? { deliveryDate: a.deliveryDate } : {}),
  };
}

/**
 * Runs cart calls one at a time in the order they were made, so an older answer can never
 * overwrite a newer one (a slow GET cart landing after an add) and guest carts are made once.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
