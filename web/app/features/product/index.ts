// What routes and other features may use of product; its other files are its own business.

export { useCountView } from './count-view';
export { InactivePreview } from './inactive-preview';
export { safeJsonForScript } from './json-ld';
export { productMeta } from './product-meta';
export { ProductView } from './product-view';
export { fetchCakeQuote } from './use-cake-price';
