// Business constants and limits, named once and shared by server and web.
export const REQUEST_TIMEOUT_MS = 60_000;
export const ACCESS_TOKEN_KEY = 'upahar.accessToken';
export const HEADER_FOOTER_CACHE_MS = 12 * 60 * 60 * 1000;
export const DELIVERY_LOCATIONS_CACHE_MS = 60 * 60 * 1000;
export const LAST_DELIVERY_LOCATION_MS = 72 * 24 * 60 * 60 * 1000;
export const COMPARE_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const COMPARE_MAX = 3;
export const VIEW_HISTORY_MAX = 250;
export const FAVORITE_THROTTLE_MS = 1000;
export const ADDRESS_THROTTLE_MS = 1000;
export const VERIFICATION_THROTTLE_MS = 600;
export const LOCATION_THROTTLE_MS = 600;
export const PRODUCTS_PER_PAGE = 24;
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 5000;
export const DEFAULT_CHECKOUT_STEP = 1;
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_LOCATION_ADDRESS = 11;
export const DEFAULT_GPS = { latitude: 27.6981182, longitude: 85.3328845 } as const;
export const LAKH = 100_000;
export const CRORE = 10_000_000;
export const CART_DROPDOWN_MAX_WIDTH = 640;
export const DRAWER_BREAKPOINT = 1280;
export const FOOTER_GUTTER = 40;
export const TOAST_TOP_PX = 10;
export const NEWSLETTER_DEFAULTS = { placeholder: 'Enter your email', buttonText: 'Subscribe' } as const;
export const PRODUCT_NAME = 'Upahar';
export const CART_SOURCE = 'web';

// User-facing validation and error texts; they must appear exactly as written here.
export const TEXT = {
  loading: 'Loading Please Wait',
  notFoundTitle: 'Oops!',
  notFoundSubtitle: 'The page you are looking for doesnt exist',
  homePage: 'Home Page',
  emptyCart: 'No Items In the Cart',
  viewCart: 'View Cart',
  invalidEmail: 'Invalid email format',
  subscribeFailed: 'Please try again to subscribe',
  unexpected: 'An unexpected error occurred.',
  notAuthenticated: 'User is not authenticated',
  allRightsReserved: 'All rights reserved.',
} as const;
