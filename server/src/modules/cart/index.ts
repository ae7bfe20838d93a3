// What other modules may use of the cart; everything else in this folder is its own business.
export { mergedCartId, mergeVisitorCart } from './actor.ts';
export { addToCart } from './add-to-cart.ts';
export { removeCartLines, setCartCoupon } from './cart-rows.ts';
export {
  firstImage,
  loadPricedLines,
  orderable,
  type PricedLine,
  priceSplitOf,
  subtotalOf,
} from './lines.ts';
export type { LineChoice } from './options.ts';
export { GUEST_CART_KEEP_DAYS, pruneGuestCarts } from './prune.ts';
export { lineOptionsFor } from './service.ts';
export { cartRoutes } from './storefront.routes.ts';
