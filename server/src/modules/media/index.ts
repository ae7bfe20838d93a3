// What other modules may use of generated pictures; everything else in this folder is its own business.
export { pruneUnusedPictures, UNUSED_PICTURE_KEEP_HOURS } from './prune.ts';
export { addSvgs, dropMedia, getMedia, keepMedia, mediaUrl, saveMedia } from './service.ts';
export { mediaRoutes } from './site.routes.ts';
