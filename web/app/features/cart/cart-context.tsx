import type { TAddToCartBody, TCart } from '@upahar/contract';
import { getCart } from '@upahar/contract/endpoints';
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
import { errorMessage } from '~/lib/api';
import { callApi, clearCartToken, getCartToken, getToken } from '~/lib/browser-api';
import {
  type AccessoryToSend,
  addAccessory,
  cartReducer,
  createSerialQueue,
  INITIAL_CART_STATE,
  removeAccessory,
  replaceAccessory,
} from './cart-state';
import { type CartSummary, CartSummaryContext, EMPTY_CART_SUMMARY } from './cart-summary';
import { syncToken } from './cart-token';
import type { CartWriteDeps } from './cart-writes';

/** A refusal carries the server's errors by field when it named fields (a refused word...). */
type Refusal = { ok: false; message: string; errors?: Record<string, string[]> };
export type CartResult = { ok: true; cart: TCart } | Refusal;
/** Buy now: the cake's line id first, then the extras that went in with it. */
export type QuickCheckoutResult = { ok: true; cartItemIds: string[]; notAdded: TCart['notAdded'] } | Refusal;

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

const loadWrites = () => import('./cart-writes');

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, INITIAL_CART_STATE);
  const [waiting, setWaiting] = useState<AccessoryToSend[]>([]);
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  const serial = useRef(createSerialQueue()).current;
  const { status, user } = useSession();

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

  // The writes load with the first change (cart-writes.ts); they read the waiting extras and
  // the queue through this one object, which never changes.
  const deps = useRef<CartWriteDeps>({
    dispatch,
    serial,
    waiting: waitingRef,
    dropSent: (sent) => setWaiting((l) => l.filter((a) => !sent.includes(a))),
  }).current;
  const add = useCallback(async (body: TAddToCartBody) => (await loadWrites()).add(deps, body), [deps]);
  const remove = useCallback(
    async (cartItemId: string) => (await loadWrites()).remove(deps, cartItemId),
    [deps],
  );
  const updateQuantity = useCallback(
    async (cartItemId: string, quantity: number) =>
      (await loadWrites()).updateQuantity(deps, cartItemId, quantity),
    [deps],
  );
  const setNote = useCallback(async (note: string) => (await loadWrites()).setNote(deps, note), [deps]);
  const quickCheckout = useCallback(
    async (body: TAddToCartBody) => (await loadWrites()).quickCheckout(deps, body),
    [deps],
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
