import { defineEndpoint } from '../endpoint.ts';
import { ZUploadImageResponse } from '../order.ts';
import {
  ZPublicProfileParams,
  ZPublicProfileResponse,
  ZPublicSettingsBody,
  ZPublicSettingsResponse,
} from '../public-profiles.ts';

const profiles = { surface: 'storefront', tag: 'public profiles' } as const;

export const getPublicProfile = defineEndpoint({
  ...profiles,
  access: 'public',
  id: 'getPublicProfile',
  method: 'GET',
  path: '/user/:id',
  summary: 'A public profile by username: what its owner chose to show, never e-mail, phone or address',
  params: ZPublicProfileParams,
  response: ZPublicProfileResponse,
  errors: [404],
});

export const getPublicSettings = defineEndpoint({
  ...profiles,
  access: 'user',
  id: 'getPublicSettings',
  method: 'GET',
  path: '/profile/public',
  summary: 'Your public profile settings: city, picture and which parts are shown',
  response: ZPublicSettingsResponse,
});

export const savePublicSettings = defineEndpoint({
  ...profiles,
  access: 'user',
  id: 'savePublicSettings',
  method: 'POST',
  path: '/profile/public',
  summary: 'Change your city and which parts of your public profile are shown',
  body: ZPublicSettingsBody,
  response: ZPublicSettingsResponse,
  errors: [429],
});

export const uploadAvatar = defineEndpoint({
  ...profiles,
  access: 'user',
  id: 'uploadAvatar',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/profile/avatar',
  summary:
    'Your profile picture as multipart/form-data: a "file" field (JPEG, PNG or WebP, at most 5 MB), squared and re-encoded',
  response: ZUploadImageResponse,
  errors: [400, 413, 415, 429],
});

export const deleteAvatar = defineEndpoint({
  ...profiles,
  access: 'user',
  id: 'deleteAvatar',
  method: 'POST',
  path: '/profile/avatar/delete',
  summary: 'Remove your profile picture',
  response: ZPublicSettingsResponse,
});
