// What other modules may use of generated pictures; everything else in this folder is its own business.
export { addSvgs, getMedia, keepMedia, mediaUrl } from './service.ts';
export { mediaRoutes } from './site.routes.ts';
