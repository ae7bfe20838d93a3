import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZStoreProfileBody, ZStoreProfileResponse } from '../store-profile.ts';
import { ZStoreIdParams } from '../store-team.ts';

// The store's page as its owner and managers edit it; an admin any store's. Another store answers
// 404. Pictures are sent as multipart/form-data with one "file" (JPEG, PNG or WebP, at most 5 MB).
const profile = { surface: 'dashboard', tag: 'dashboard store page', access: 'staff' } as const;

export const getStoreProfile = defineEndpoint({
  ...profile,
  id: 'getStoreProfile',
  method: 'GET',
  path: '/stores/:storeId/profile',
  summary: "The store's page as shoppers see it: name, description, contact, pictures and opening hours",
  params: ZStoreIdParams,
  response: ZStoreProfileResponse,
  errors: [404],
});

export const updateStoreProfile = defineEndpoint({
  ...profile,
  id: 'updateStoreProfile',
  auditLabel: "Changed a store's page",
  method: 'PUT',
  path: '/stores/:storeId/profile',
  summary: "Change the store's page; the shop shows it at once",
  params: ZStoreIdParams,
  body: ZStoreProfileBody,
  response: ZStoreProfileResponse,
  errors: [404],
});

export const uploadStoreImage = defineEndpoint({
  ...profile,
  id: 'uploadStoreImage',
  auditLabel: "Changed a store's logo or banner",
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/stores/:storeId/images/:kind',
  summary: "Replace the store's logo or banner with an uploaded picture (re-encoded to WebP)",
  params: ZStoreIdParams.extend({ kind: z.enum(['logo', 'banner'], { error: 'Choose logo or banner' }) }),
  response: ZStoreProfileResponse,
  errors: [404, 413, 415],
});
