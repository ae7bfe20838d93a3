import type { TAddToCartBody, TCart } from '@upahar/contract';
import { addToCart, getCart, removeFromCart, setCartNote, updateCartItem } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { toast } from '~/components/toast';
import { useSession } from '~/features/session';
import { type ApiOk, errorMessage } from '~/lib/api';
import { callApi, clearCartToken, getCartToken, getToken, setCartToken } from '~/lib/browser-api';
import {
  type AccessoryToSend,
  accessoryBody,
  addAccessory,
  cartReducer,
  createSerialQueue,
  INITIAL_CART_STATE,
  removeAccessory,
  replaceAccessory,
  tokenStep,
} from './cart-state';
import { type CartSummary, CartSummaryContext, EMPTY_CART_SUMMARY } from './cart-summary';

export type CartResult = { ok: true; cart: TCart } | { ok: false; message: string };
/** Buy now: the cake's line id first, then the extras that went in with it. */
export type QuickCheckoutResult =
  | { ok: true; cartItemIds: string[]; notAdded: TCart['notAdded'] }
  | { ok: false; message: string };

export type CartApi = {
  cart: TCart | null;
  loading: boolean;
  /** False until the first cart answer (or failure); the server render is never ready. */
  ready: boolean;
  error: string | null;
  refresh: () => Promise<void>;
  /** Adds the line together with the waiting accessories (see accessories). */
  add: (body: TAddToCartBody) => Promise<CartResult>;
  remove: (cartItemId: string) => Promise<CartResult>;
  updateQuantity: (cartItemId: string, quantity: number) => Promise<CartResult>;
  setNote: (note: string) => Promise<CartResult>;
  /** Quick checkout ("Buy now"): adds the line and the waiting extras and returns their ids. */
  quickCheckout: (body: TAddToCartBody) => Promise<QuickCheckoutResult>;
  /** Candles, a card or a knife chosen to go with the cake: sent with its add or Buy now. */
  accessories: {
    waiting: AccessoryToSend[];
    add: (a: AccessoryToSend) => void;
    replace: (id: string, a: AccessoryToSend) => void;
    remove: (id: string) => void;
  };
};

const CartContext = createContext<CartApi | null>(null);

/** Keeps or drops the visitor's cart token after every answer that carries a cart. */
function syncToken(cart: TCart) {
  const step = tokenStep(cart);
  if (step.kind === 'store' && getCartToken() !== step.token) setCartToken(step.token);
  else if (step.kind === 'clear' && getCartToken() !== null) clearCartToken();
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, INITIAL_CART_STATE);
  const [waiting, setWaiting] = useState<AccessoryToSend[]>([]);
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  const serial = useRef(createSerialQueue()).current;
  const { status, user } = useSession();

  /** One cart write: start, call, take the returned cart (keeping the token right). */
  const write = useCallback(
    (send: () => Promise<ApiOk<TCart>>, failure: 'addFailed' | 'changeFailed'): Promise<CartResult> =>
      serial(async () => {
        dispatch({ type: 'start' });
        try {
          const res = await send();
          syncToken(res.data);
          dispatch({ type: 'loaded', cart: res.data });
          return { ok: true as const, cart: res.data };
        } catch (e) {
          const message = errorMessage(e);
          dispatch({ type: failure, message });
          return { ok: false as const, message };
        }
      }),
    [serial],
  );

  const refresh = useCallback(
    () =>
      serial(async () => {
        // A visitor with no cart token has no cart: no request needed to know it is empty.
        if (!getToken() && !getCartToken()) {
          dispatch({ type: 'start' });
          dispatch({ type: 'loaded', cart: null });
          return;
        }
        dispatch({ type: 'start' });
        try {
          const res = await callApi(getCart);
          syncToken(res.data);
          dispatch({ type: 'loaded', cart: res.data });
        } catch (e) {
          dispatch({ type: 'fetchFailed', message: errorMessage(e) });
        }
      }),
    [serial],
  );

  // Once the session is known, load the cart (after login this also sends the visitor's
  // token once, so the server merges their cart). Logout empties the cart.
  const previous = useRef(status);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to who is shopping, nothing else
  useEffect(() => {
    if (status === 'checking') return;
    if (status === 'loggedOut' && previous.current === 'loggedIn') {
      clearCartToken();
      setWaiting([]);
      dispatch({ type: 'cleared' });
    }
    previous.current = status;
    void refresh();
  }, [status, user?.id]);

  /** The line and the extras waiting to go with it, in one call; sent extras leave the list. */
  const add = useCallback(
    async (body: TAddToCartBody): Promise<CartResult> => {
      const extras = waitingRef.current;
      const result = await write(
        () => callApi(addToCart, { body: { ...body, extras: extras.map(accessoryBody) } }),
        'addFailed',
      );
      // Only the extras that were sent leave the list: one ticked meanwhile stays for the next add.
      if (result.ok && extras.length > 0) setWaiting((l) => l.filter((a) => !extras.includes(a)));
      return result;
    },
    [write],
  );
  const remove = useCallback(
    (cartItemId: string) => write(() => callApi(removeFromCart, { body: { cartItemId } }), 'changeFailed'),
    [write],
  );
  const updateQuantity = useCallback(
    (cartItemId: string, quantity: number) =>
      write(() => callApi(updateCartItem, { body: { cartItemId, quantity } }), 'changeFailed'),
    [write],
  );
  const setNote = useCallback(
    (note: string) => write(() => callApi(setCartNote, { body: { note } }), 'changeFailed'),
    [write],
  );

  const quickCheckout = useCallback(
    (body: TAddToCartBody): Promise<QuickCheckoutResult> =>
      serial(async () => {
        const extras = waitingRef.current;
        dispatch({ type: 'start' });
        try {
          const res = await callApi(addToCart, {
            body: { ...body, quickCheckout: true, extras: extras.map(accessoryBody) },
          });
          // The token is kept even here: a visitor's Buy now may be what created their cart.
          syncToken(res.data);
          // Without extras the cart on screen stays as it was; with them it is shown as it now is.
          dispatch(extras.length > 0 ? { type: 'loaded', cart: res.data } : { type: 'settled' });
          if (extras.length > 0) setWaiting((l) => l.filter((a) => !extras.includes(a)));
          const ids = res.data.addedItemIds;
          if (ids.length === 0) {
            return { ok: false as const, message: m.cart_add_failed() };
          }
          return { ok: true as const, cartItemIds: ids, notAdded: res.data.notAdded };
        } catch (e) {
          const message = errorMessage(e);
          dispatch({ type: 'addFailed', message });
          return { ok: false as const, message };
        }
      }),
    [serial],
  );

  const accessories = useMemo(
    () => ({
      waiting,
      add: (a: AccessoryToSend) => setWaiting((l) => addAccessory(l, a)),
      replace: (id: string, a: AccessoryToSend) => setWaiting((l) => replaceAccessory(l, id, a)),
      remove: (id: string) => setWaiting((l) => removeAccessory(l, id)),
    }),
    [waiting],
  );

  const api = useMemo<CartApi>(
    () => ({
      cart: state.cart,
      loading: state.pending > 0,
      ready: state.ready,
      error: state.error,
      refresh,
      add,
      remove,
      updateQuantity,
      setNote,
      quickCheckout,
      accessories,
    }),
    [state, refresh, add, remove, updateQuantity, setNote, quickCheckout, accessories],
  );

  // The header's mini-cart and bottom bar read this smaller view (cart-summary.tsx).
  const summary = useMemo<CartSummary>(() => {
    const cart = state.cart;
    if (!cart) return { ...EMPTY_CART_SUMMARY, removeItem: () => undefined };
    return {
      items: cart.cartItems.map((i) => ({
        cartItemId: i.cartItemId,
        slug: i.slug,
        name: i.name,
        image: i.image ?? undefined,
        quantity: i.quantity,
        price: i.sellingPrice,
        optionsLabel: i.optionsLabel,
      })),
      count: cart.count,
      subtotal: cart.subtotal,
      removeItem: async (cartItemId: string) => {
        const res = await remove(cartItemId);
        if (!res.ok) toast.error(res.message);
      },
    };
  }, [state.cart, remove]);

  return (
    <CartContext.Provider value={api}>
      <CartSummaryContext.Provider value={summary}>{children}</CartSummaryContext.Provider>
    </CartContext.Provider>
  );
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart must be used inside CartProvider');
  return ctx;
}
