import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';
import {
  ZRefusedWordBody,
  ZRefusedWordParams,
  ZRefusedWordResponse,
  ZRefusedWordsResponse,
} from '../words.ts';

// The refused words of cake and gift-card messages: admins keep the list; the storefront never
// reads it (a refused message is answered with the word and its reason).
const desk = { surface: 'dashboard', tag: 'dashboard words', access: 'staff' } as const;

export const listRefusedWords = defineEndpoint({
  ...desk,
  id: 'listRefusedWords',
  method: 'GET',
  path: '/refused-words',
  summary: 'Admins: every word or phrase refused on cakes and gift cards, with its reasons, A to Z',
  response: ZRefusedWordsResponse,
  errors: [403],
});

export const createRefusedWord = defineEndpoint({
  ...desk,
  id: 'createRefusedWord',
  auditLabel: 'Added a refused word',
  method: 'POST',
  path: '/refused-words',
  summary: 'Admins: refuse a word or phrase, with the reason in English and Nepali; 409 if it is listed',
  body: ZRefusedWordBody,
  response: ZRefusedWordResponse,
  statuses: [201],
  errors: [403, 409],
});

export const updateRefusedWord = defineEndpoint({
  ...desk,
  id: 'updateRefusedWord',
  auditLabel: 'Changed a refused word',
  method: 'PUT',
  path: '/refused-words/:id',
  summary: 'Admins: change a refused word or its reasons',
  params: ZRefusedWordParams,
  body: ZRefusedWordBody,
  response: ZRefusedWordResponse,
  errors: [403, 404, 409],
});

export const deleteRefusedWord = defineEndpoint({
  ...desk,
  id: 'deleteRefusedWord',
  auditLabel: 'Deleted a refused word',
  method: 'DELETE',
  path: '/refused-words/:id',
  summary: 'Admins: allow a word again',
  params: ZRefusedWordParams,
  response: ZMessageResponse,
  errors: [403, 404],
});
