import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';
import {
  ZMarkSellerInterestBody,
  ZSellerInterestIdParams,
  ZSellerInterestResponse,
  ZSellerInterestsQuery,
  ZSellerInterestsResponse,
} from '../seller-interests.ts';
import {
  ZApplicationIdParams,
  ZApplicationsQuery,
  ZApplicationsResponse,
  ZMyBusinessesResponse,
  ZNeedsChangesBody,
  ZRejectBody,
  ZSellerApplicationBody,
  ZSellerApplicationResponse,
  ZSellerDocumentResponse,
  ZSellerFormOptionsResponse,
  ZSellerInterestBody,
} from '../sellers.ts';

// Selling on Upahar. The applicant sees only their own applications and documents (anyone
// else's answer 404); the review endpoints are for admins, so sellers get 403 there too.
const selling = { surface: 'storefront', tag: 'selling' } as const;
const review = { surface: 'dashboard', tag: 'dashboard applications', access: 'staff' } as const;

export const sellerInterest = defineEndpoint({
  ...selling,
  access: 'optional',
  id: 'sellerInterest',
  method: 'POST',
  path: '/sell-at-ug',
  summary: 'Say you are interested in selling on Upahar; the admins get an e-mail',
  body: ZSellerInterestBody,
  response: ZMessageResponse,
  errors: [429],
});

export const uploadSellerDocument = defineEndpoint({
  ...selling,
  access: 'user',
  id: 'uploadSellerDocument',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/upload/file',
  summary:
    'Upload a document for a seller application as multipart/form-data: a "file" field (JPEG, PNG, WebP or PDF, at most 5 MB); kept private',
  response: ZSellerDocumentResponse,
  errors: [400, 413, 415, 429],
});

export const sellerFormOptions = defineEndpoint({
  ...selling,
  access: 'user',
  id: 'sellerFormOptions',
  method: 'GET',
  path: '/seller-application/options',
  summary: 'The delivery locations and categories an application chooses from',
  response: ZSellerFormOptionsResponse,
});

export const submitSellerApplication = defineEndpoint({
  ...selling,
  access: 'user',
  id: 'submitSellerApplication',
  method: 'POST',
  path: '/seller-applications',
  summary: 'Apply to sell on Upahar; one open application per person (409 otherwise)',
  body: ZSellerApplicationBody,
  response: ZSellerApplicationResponse,
  statuses: [201],
  errors: [409],
});

export const getSellerApplication = defineEndpoint({
  ...selling,
  access: 'user',
  id: 'getSellerApplication',
  method: 'GET',
  path: '/seller-applications/:id',
  summary: 'One of your applications',
  params: ZApplicationIdParams,
  response: ZSellerApplicationResponse,
  errors: [404],
});

export const resubmitSellerApplication = defineEndpoint({
  ...selling,
  access: 'user',
  id: 'resubmitSellerApplication',
  method: 'PUT',
  path: '/seller-applications/:id',
  summary: 'Change and send again an application the admins asked changes for',
  params: ZApplicationIdParams,
  body: ZSellerApplicationBody,
  response: ZSellerApplicationResponse,
  errors: [404, 409],
});

export const myBusinesses = defineEndpoint({
  ...selling,
  access: 'user',
  id: 'myBusinesses',
  method: 'GET',
  path: '/my-businesses',
  summary: 'The stores you own and your applications to sell, newest first',
  response: ZMyBusinessesResponse,
});

export const listSellerApplications = defineEndpoint({
  ...review,
  id: 'listSellerApplications',
  method: 'GET',
  path: '/applications',
  summary: 'Admins: a page of applications to sell, by status and business name',
  query: ZApplicationsQuery,
  response: ZApplicationsResponse,
});

export const getDashboardApplication = defineEndpoint({
  ...review,
  id: 'getDashboardApplication',
  method: 'GET',
  path: '/applications/:id',
  summary: 'Admins: one application with its documents',
  params: ZApplicationIdParams,
  response: ZSellerApplicationResponse,
  errors: [404],
});

export const askApplicationChanges = defineEndpoint({
  ...review,
  id: 'askApplicationChanges',
  auditLabel: 'Asked for changes to an application to sell',
  method: 'POST',
  path: '/applications/:id/needs-changes',
  summary: 'Admins: send an application back with a note of what to change',
  params: ZApplicationIdParams,
  body: ZNeedsChangesBody,
  response: ZSellerApplicationResponse,
  errors: [404, 409],
});

export const approveApplication = defineEndpoint({
  ...review,
  id: 'approveApplication',
  auditLabel: 'Approved an application to sell',
  method: 'POST',
  path: '/applications/:id/approve',
  summary: 'Admins: approve an application; opens a store the applicant owns',
  params: ZApplicationIdParams,
  response: ZSellerApplicationResponse,
  errors: [404, 409],
});

export const rejectApplication = defineEndpoint({
  ...review,
  id: 'rejectApplication',
  auditLabel: 'Rejected an application to sell',
  method: 'POST',
  path: '/applications/:id/reject',
  summary: 'Admins: reject an application with the reason',
  params: ZApplicationIdParams,
  body: ZRejectBody,
  response: ZSellerApplicationResponse,
  errors: [404, 409],
});

export const listSellerInterests = defineEndpoint({
  ...review,
  id: 'listSellerInterests',
  method: 'GET',
  path: '/seller-interests',
  summary: 'Admins: messages from the "sell at Upahar" page, open ones first in the queue',
  query: ZSellerInterestsQuery,
  response: ZSellerInterestsResponse,
});

export const markSellerInterest = defineEndpoint({
  ...review,
  id: 'markSellerInterest',
  auditLabel: 'Marked a message about selling',
  method: 'PUT',
  path: '/seller-interests/:id',
  summary: 'Admins: mark a message handled (answered) or open again',
  params: ZSellerInterestIdParams,
  body: ZMarkSellerInterestBody,
  response: ZSellerInterestResponse,
  errors: [404],
});
