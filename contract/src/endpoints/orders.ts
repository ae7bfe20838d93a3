import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';
import { ZGiftTrackingParams, ZGiftTrackingResponse } from '../gift-drops.ts';
import {
  ZCancellationBody,
  ZComplainBody,
  ZComplaintsResponse,
  ZDeleteImageBody,
  ZFeedbackDetailResponse,
  ZOrderDetailQuery,
  ZOrderDetailResponse,
  ZOrderFeedbackBody,
  ZOrderListingQuery,
  ZOrderListingResponse,
  ZOrderRefBody,
  ZUploadImageResponse,
} from '../order.ts';

// A customer's orders: listing, detail, cancellation, feedback, complaints and their pictures.
// Someone else's order answers 404, as if it did not exist; writes are rate limited (429).
const orders = { surface: 'storefront', tag: 'orders', access: 'user' } as const;

export const listOrders = defineEndpoint({
  ...orders,
  id: 'listOrders',
  method: 'GET',
  path: '/order-listing',
  summary: "A page of the user's orders, newest first, with the reasons a customer may cancel for",
  query: ZOrderListingQuery,
  response: ZOrderListingResponse,
});

export const getOrderDetail = defineEndpoint({
  ...orders,
  id: 'getOrderDetail',
  method: 'GET',
  path: '/order-detail',
  summary: "One of the user's orders in full: items, amounts, timeline, payment, feedback and complaints",
  query: ZOrderDetailQuery,
  response: ZOrderDetailResponse,
  errors: [404],
});

export const requestCancellation = defineEndpoint({
  ...orders,
  id: 'requestCancellation',
  method: 'POST',
  path: '/cancellation-request',
  summary: 'Cancel an order before the shop starts preparing it; 409 once it is being prepared or done',
  body: ZCancellationBody,
  response: ZOrderDetailResponse,
  errors: [404, 409, 429],
});

export const saveOrderFeedback = defineEndpoint({
  ...orders,
  id: 'saveOrderFeedback',
  method: 'POST',
  path: '/order-feedback',
  summary: 'Rate a delivered order and comment on it, or change that feedback; 409 before delivery',
  body: ZOrderFeedbackBody,
  response: ZFeedbackDetailResponse,
  errors: [404, 409, 429],
});

export const getOrderFeedback = defineEndpoint({
  ...orders,
  id: 'getOrderFeedback',
  method: 'POST',
  path: '/order/feedback',
  summary: 'The feedback the user left on an order, or null',
  body: ZOrderRefBody,
  response: ZFeedbackDetailResponse,
  errors: [404],
});

export const fileComplaint = defineEndpoint({
  ...orders,
  id: 'fileComplaint',
  method: 'POST',
  path: '/order-complain',
  summary: 'Complain about an order, with pictures uploaded before; answers all its complaints',
  body: ZComplainBody,
  response: ZComplaintsResponse,
  errors: [404, 409, 429],
});

export const listComplaints = defineEndpoint({
  ...orders,
  id: 'listComplaints',
  method: 'POST',
  path: '/complain',
  summary: 'The complaints the user filed about an order, with their pictures and answers',
  body: ZOrderRefBody,
  response: ZComplaintsResponse,
  errors: [404],
});

export const uploadOrderImage = defineEndpoint({
  ...orders,
  id: 'uploadOrderImage',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/order-upload-image',
  summary:
    'Upload a picture for a complaint as multipart/form-data: a "file" field (JPEG, PNG or WebP, at most 5 MB) and an optional orderId; 413 too large, 415 not an image or not multipart, 429 with too many unsent pictures',
  response: ZUploadImageResponse,
  // 400 too: a body that cannot be read, no file or a bad orderId (it has no JSON body schema).
  errors: [400, 404, 413, 415, 429],
});

export const deleteOrderImage = defineEndpoint({
  ...orders,
  id: 'deleteOrderImage',
  method: 'POST',
  path: '/order-delete-image',
  summary: 'Remove a picture the user uploaded and has not sent with a complaint yet',
  body: ZDeleteImageBody,
  response: ZMessageResponse,
  errors: [404],
});

export const getGiftTracking = defineEndpoint({
  surface: 'storefront',
  tag: 'orders',
  access: 'public',
  id: 'getGiftTracking',
  method: 'GET',
  path: '/gift-tracking/:token',
  summary:
    "What the person receiving a gift sees from the link in their text: their delivery's state, day and card, without prices, other recipients or a sender who asked to stay a surprise",
  params: ZGiftTrackingParams,
  response: ZGiftTrackingResponse,
  errors: [404],
});
