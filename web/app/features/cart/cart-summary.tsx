import { createContext, useContext } from 'react';

/**
 * One line of the mini-cart (SPEC 3: cart item). The cart issue fills this from the cart API;
 * `price` is the unit price in integer paisa (ARCHITECTURE 3), the mini-cart shows price × quantity.
 */
export type CartSummaryItem = {
  cartItemId: string;
  slug: string;
  name: string;
  image: string;
  quantity: number;
  price: number;
};

export type CartSummary = {
  items: CartSummaryItem[];
  /** Number shown on the header badge (SPEC 2), usually the sum of quantities. */
  count: number;
  /** Removes a line (POST /remove-from-cart, SPEC 7); a no-op until the cart issue provides it. */
  removeItem: (cartItemId: string) => void | Promise<void>;
};

export const EMPTY_CART_SUMMARY: CartSummary = { items: [], count: 0, removeItem: () => {} };

/** Until the cart issue renders a provider, the header shows an empty cart. */
export const CartSummaryContext = createContext<CartSummary>(EMPTY_CART_SUMMARY);

export const useCartSummary = () => useContext(CartSummaryContext);
