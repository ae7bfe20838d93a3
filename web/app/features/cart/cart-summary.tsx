import { createContext, useContext } from 'react';

/**
 * One line of the mini-cart (a cart item), filled by CartProvider from the cart API;
 * `price` is the unit price in integer paisa, the mini-cart shows price × quantity.
 */
export type CartSummaryItem = {
  cartItemId: string;
  slug: string;
  name: string;
  /** Undefined, not null, when the product has no picture: it goes straight into <img src>. */
  image: string | undefined;
  quantity: number;
  price: number;
  /** "2 lb · Chocolate · Eggless" for cakes; empty for plain products. */
  optionsLabel?: string;
};

export type CartSummary = {
  items: CartSummaryItem[];
  /** Number shown on the header badge, the sum of quantities. */
  count: number;
  /** The server's subtotal (lines that cannot be ordered left out); absent: add up the lines. */
  subtotal?: number;
  /** Removes a line (POST /remove-from-cart). */
  removeItem: (cartItemId: string) => void | Promise<void>;
};

export const EMPTY_CART_SUMMARY: CartSummary = { items: [], count: 0, removeItem: () => {} };

/** CartProvider fills this; outside it (tests, error pages) the header shows an empty cart. */
export const CartSummaryContext = createContext<CartSummary>(EMPTY_CART_SUMMARY);

export const useCartSummary = () => useContext(CartSummaryContext);
