// What other modules may use of uploaded files; everything else in this folder is its own business.

export { sniffImageType } from './images.ts';
export { pruneUnsentUploads, UNSENT_UPLOAD_KEEP_HOURS } from './prune.ts';
export { publishImage } from './publish.ts';
export { acceptImage, readUploadedFile } from './read-file.ts';
export { uploadRoutes } from './site.routes.ts';
export { orderImageRoutes } from './storefront.routes.ts';
export { attachToComplaint, unsentUpload } from './unsent.ts';
