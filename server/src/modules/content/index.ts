// What other modules may use of the shop's content; everything else in this folder is its own business.
export {
  type ContentKey,
  type ContentValue,
  cachedJson,
  getContent,
  getContentEntry,
  invalidateContentCache,
  setContent,
} from './service.ts';
export { slidesIn, withSlideIds } from './slides.ts';
export { CONTENT_CACHE, contentRoutes, sendCached } from './storefront.routes.ts';
