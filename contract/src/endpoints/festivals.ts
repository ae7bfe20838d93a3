import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';
import {
  ZFestivalBody,
  ZFestivalParams,
  ZFestivalResponse,
  ZFestivalsQuery,
  ZFestivalsResponse,
} from '../festivals.ts';

// Festivals: the storefront reads the ones near the days a shopper looks at (the same for everyone,
// so shared caches keep it); admins keep the list, since lunar festivals move every year.

export const listFestivals = defineEndpoint({
  surface: 'storefront',
  tag: 'festivals',
  access: 'public',
  id: 'listFestivals',
  method: 'GET',
  path: '/festivals',
  summary:
    'The festivals with at least one day from `from` to `to` (Kathmandu dates, both included), earliest first',
  query: ZFestivalsQuery,
  response: ZFestivalsResponse,
});

const desk = { surface: 'dashboard', tag: 'dashboard festivals', access: 'staff' } as const;

export const listStaffFestivals = defineEndpoint({
  ...desk,
  id: 'listStaffFestivals',
  method: 'GET',
  path: '/festivals',
  summary: 'Admins: every festival, latest first',
  response: ZFestivalsResponse,
  errors: [403],
});

export const createFestival = defineEndpoint({
  ...desk,
  id: 'createFestival',
  auditLabel: 'Added a festival',
  method: 'POST',
  path: '/festivals',
  summary: 'Admins: add a festival with its names in English and Nepali and its first and last day',
  body: ZFestivalBody,
  response: ZFestivalResponse,
  statuses: [201],
  errors: [403],
});

export const updateFestival = defineEndpoint({
  ...desk,
  id: 'updateFestival',
  auditLabel: 'Changed a festival',
  method: 'PUT',
  path: '/festivals/:id',
  summary: "Admins: change a festival's names or days",
  params: ZFestivalParams,
  body: ZFestivalBody,
  response: ZFestivalResponse,
  errors: [403, 404],
});

export const deleteFestival = defineEndpoint({
  ...desk,
  id: 'deleteFestival',
  auditLabel: 'Deleted a festival',
  method: 'DELETE',
  path: '/festivals/:id',
  summary: 'Admins: delete a festival; campaigns tied to it keep running without it',
  params: ZFestivalParams,
  response: ZMessageResponse,
  errors: [403, 404],
});
