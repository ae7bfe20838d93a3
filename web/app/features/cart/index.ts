// The cart feature's public face: the checkout pages (W2) and the product page import from here.
export { AddToCartButtons, type AddToCartButtonsProps } from './add-to-cart-buttons';
export {
  type CartApi,
  CartProvider,
  type CartResult,
  type QuickCheckoutResult,
  useCart,
} from './cart-context';
export { CartGifts } from './cart-gifts';
export { CartLines } from './cart-lines';
export { CartNote } from './cart-note';
export type { AccessoryToSend } from './cart-state';
export type { CartSummaryItem } from './cart-summary';
export { useCartSummary } from './cart-summary';
export { EmptyCart } from './empty-cart';
export { UnpaidOrders } from './unpaid-orders';
