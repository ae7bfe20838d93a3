import { m } from '@upahar/contract/messages';
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
// Read when shown, so each page gets its language's words.
export const NEWSLETTER_DEFAULTS = {
  get placeholder() {
    return m.text_newsletter_placeholder();
  },
  get buttonText() {
    return m.text_newsletter_button();
  },
};
export const PRODUCT_NAME = 'Upahar';
export const CART_SOURCE = 'web';

// User-facing validation and error texts; in English they must appear exactly as written in
// contract/i18n/text.json. Read when shown, so each page (and each request) gets its language's.
export const TEXT = {
  get loading() {
    return m.text_loading();
  },
  get notFoundTitle() {
    return m.text_not_found_title();
  },
  get notFoundSubtitle() {
    return m.text_not_found_subtitle();
  },
  get homePage() {
    return m.text_home_page();
  },
  get emptyCart() {
    return m.text_empty_cart();
  },
  get viewCart() {
    return m.text_view_cart();
  },
  get invalidEmail() {
    return m.text_invalid_email();
  },
  get subscribeFailed() {
    return m.text_subscribe_failed();
  },
  get unexpected() {
    return m.text_unexpected();
  },
  get notAuthenticated() {
    return m.text_not_authenticated();
  },
  get allRightsReserved() {
    return m.text_all_rights_reserved();
  },
};
