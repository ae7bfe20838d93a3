// Values the pages use without the schemas: kept apart so a page that needs one does not
// download the schema library with it.

/** Most of one line a cart may hold: quantities are positive integers with a maximum. */
export const CART_LINE_QUANTITY_MAX = 20;
/** Most different lines one cart holds: every cake message is a line, so lines need a bound too. */
export const CART_LINES_MAX = 50;
export const CART_NOTE_MAX = 500;
/** Most products one wishlist holds: wish-and-cart returns it whole at start-up. */
export const WISHLIST_MAX = 500;
export const WISHES_PER_PAGE = 24;
/** Visitors keep the token of their cart under this localStorage key and send it in this header. */
export const CART_TOKEN_KEY = 'upahar.cartToken';
export const CART_TOKEN_HEADER = 'x-cart-token';
