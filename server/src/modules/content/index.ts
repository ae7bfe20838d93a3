// What other modules may use of the shop's content; everything else in this folder is its own business.
export {
  type ContentKey,
  type ContentValue,
  getContent,
  invalidateContentCache,
  setContent,
} from './service.ts';
export { contentRoutes } from './storefront.routes.ts';
