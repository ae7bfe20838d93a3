// Pictures printed on photo cakes: the product page's upload, the check of a cart line's photo,
// and storing a replacement picture (the orders module keeps the store's review of it).

export { readPhotoFields } from './fields.ts';
export { pruneUnusedCakePhotos } from './prune.ts';
export { checkLinePhoto, photoUrl, storeCakePhoto } from './service.ts';
export { cakePhotoRoutes } from './storefront.routes.ts';
