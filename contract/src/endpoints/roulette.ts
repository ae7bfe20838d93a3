import { defineEndpoint } from '../endpoint.ts';
import { ZGameIdParams } from '../games.ts';
import {
  ZRouletteAllowanceResponse,
  ZRouletteBody,
  ZRouletteParams,
  ZRouletteResponse,
  ZSpinResponse,
  ZStaffRouletteResponse,
  ZStaffRoulettesResponse,
} from '../roulette.ts';

// The roulette: the wheel everyone sees, the shopper's spins, and the admins' wheels.
// `:id` is a wheel's number or slug; `latest` and `test-your-luck` name the wheel running now.

export const getRoulette = defineEndpoint({
  surface: 'storefront',
  tag: 'roulette',
  access: 'public',
  id: 'getRoulette',
  method: 'GET',
  path: '/roulette/:id',
  summary: 'A published wheel with its slices; latest and test-your-luck answer the one running now',
  params: ZRouletteParams,
  response: ZRouletteResponse,
  errors: [404],
});

export const myRouletteSpins = defineEndpoint({
  surface: 'storefront',
  tag: 'roulette',
  access: 'user',
  id: 'myRouletteSpins',
  method: 'GET',
  path: '/roulette/:id/spins',
  summary: "The signed-in shopper's spins left today on a wheel and when they reset",
  params: ZRouletteParams,
  response: ZRouletteAllowanceResponse,
  errors: [404],
});

export const spinRoulette = defineEndpoint({
  surface: 'storefront',
  tag: 'roulette',
  access: 'user',
  id: 'spinRoulette',
  method: 'POST',
  path: '/roulette/:id/spin',
  summary:
    'Spin a running wheel: the server draws the slice, counts the spin against today and awards its prize; 409 when no spins are left or the wheel is not running',
  params: ZRouletteParams,
  response: ZSpinResponse,
  errors: [404, 409, 429],
});

const staff = { surface: 'dashboard', tag: 'dashboard roulettes', access: 'staff' } as const;

export const listStaffRoulettes = defineEndpoint({
  ...staff,
  id: 'listStaffRoulettes',
  method: 'GET',
  path: '/roulettes',
  summary: 'Every wheel, newest first, with its spins and prizes given (admins)',
  response: ZStaffRoulettesResponse,
  errors: [403],
});

export const getStaffRoulette = defineEndpoint({
  ...staff,
  id: 'getStaffRoulette',
  method: 'GET',
  path: '/roulettes/:id',
  summary: 'One wheel with its slices, stock left and spins per day (admins)',
  params: ZGameIdParams,
  response: ZStaffRouletteResponse,
  errors: [403, 404],
});

export const createRoulette = defineEndpoint({
  ...staff,
  id: 'createRoulette',
  auditLabel: 'Created a roulette wheel',
  method: 'POST',
  path: '/roulettes',
  summary: 'Define a wheel and its slices (admins)',
  body: ZRouletteBody,
  response: ZStaffRouletteResponse,
  errors: [403, 404, 409],
});

export const updateRoulette = defineEndpoint({
  ...staff,
  id: 'updateRoulette',
  auditLabel: 'Changed a roulette wheel',
  method: 'PUT',
  path: '/roulettes/:id',
  summary: 'Change a wheel; past spins keep what they landed on (admins)',
  params: ZGameIdParams,
  body: ZRouletteBody,
  response: ZStaffRouletteResponse,
  errors: [403, 404, 409],
});
