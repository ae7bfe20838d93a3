import {
  ZCakePhotoResponse,
  ZPhotoReviewBody,
  ZPhotoReviewParams,
  ZPhotoReviewResponse,
} from '../cake-photos.ts';
import { defineEndpoint } from '../endpoint.ts';

// Photo cakes: the shopper's picture (checked, re-encoded and cut to the cake's shape), the
// store's approval before baking, and a replacement when the store asks for one.

export const uploadCakePhoto = defineEndpoint({
  surface: 'storefront',
  tag: 'cake photos',
  access: 'optional',
  id: 'uploadCakePhoto',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/cake-photo',
  summary:
    'Upload the picture to print on a photo cake as multipart/form-data: "file" (JPEG, PNG or WebP, at most 10 MB), productId, pound and shape. Answers the picture cut to the shape, with a warning when it may print blurry; 400 too small for the size, 413 too large, 415 not such a picture',
  response: ZCakePhotoResponse,
  errors: [404, 413, 415, 429],
});

export const replaceOrderCakePhoto = defineEndpoint({
  surface: 'storefront',
  tag: 'orders',
  access: 'user',
  id: 'replaceOrderCakePhoto',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/order-cake-photo',
  summary:
    'Send another picture for an ordered photo cake the store asked a new one for (multipart: file, orderId, itemId); it goes back to the store for approval. 409 when no new picture was asked for',
  response: ZPhotoReviewResponse,
  errors: [404, 409, 413, 415, 429],
});

export const reviewCakePhoto = defineEndpoint({
  surface: 'dashboard',
  tag: 'dashboard orders',
  access: 'staff',
  id: 'reviewCakePhoto',
  auditLabel: 'Reviewed a cake photo',
  method: 'POST',
  path: '/orders/:id/photos/:itemId',
  summary:
    'A store approves the picture of a photo cake in its part of an order, or asks the shopper for another with a reason; the shopper is e-mailed. 409 once the part is being prepared',
  params: ZPhotoReviewParams,
  body: ZPhotoReviewBody,
  response: ZPhotoReviewResponse,
  errors: [404, 409],
});
