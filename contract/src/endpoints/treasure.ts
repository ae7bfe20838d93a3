import { defineEndpoint } from '../endpoint.ts';
import { ZGameIdParams } from '../games.ts';
import {
  ZDigBody,
  ZDigResponse,
  ZStaffTreasureHuntBody,
  ZStaffTreasureHuntResponse,
  ZStaffTreasureHuntsResponse,
  ZTreasureHuntBody,
  ZTreasureHuntResponse,
} from '../treasure.ts';

// The treasure dig: the hunt a campaign shows, a shopper's dig, and the admins' hunts.

export const getTreasureHunt = defineEndpoint({
  surface: 'storefront',
  tag: 'treasure',
  access: 'optional',
  id: 'getTreasureHunt',
  method: 'POST',
  path: '/treasure',
  summary:
    "A campaign's treasure hunt: its digging spots, treasures found so far and how many remain; signed in, the caller's digs left",
  body: ZTreasureHuntBody,
  response: ZTreasureHuntResponse,
  errors: [404],
});

export const digTreasure = defineEndpoint({
  surface: 'storefront',
  tag: 'treasure',
  access: 'user',
  id: 'digTreasure',
  method: 'POST',
  path: '/treasure/dig',
  summary:
    'Dig under one product of a running hunt: found or not, the prize when found, digs left; 409 when no digs are left or the spot was dug already',
  body: ZDigBody,
  response: ZDigResponse,
  errors: [404, 409, 429],
});

const staff = { surface: 'dashboard', tag: 'dashboard treasure hunts', access: 'staff' } as const;

export const listStaffTreasureHunts = defineEndpoint({
  ...staff,
  id: 'listStaffTreasureHunts',
  method: 'GET',
  path: '/treasure-hunts',
  summary: 'Every treasure hunt with treasures found and digs, and the campaigns to pick from (admins)',
  response: ZStaffTreasureHuntsResponse,
  errors: [403],
});

export const getStaffTreasureHunt = defineEndpoint({
  ...staff,
  id: 'getStaffTreasureHunt',
  method: 'GET',
  path: '/treasure-hunts/:id',
  summary: 'One hunt with where each treasure hides and who found it (admins)',
  params: ZGameIdParams,
  response: ZStaffTreasureHuntResponse,
  errors: [403, 404],
});

export const createTreasureHunt = defineEndpoint({
  ...staff,
  id: 'createTreasureHunt',
  auditLabel: 'Created a treasure hunt',
  method: 'POST',
  path: '/treasure-hunts',
  summary: "Define a campaign's treasure hunt, its digging spots and treasures (admins)",
  body: ZStaffTreasureHuntBody,
  response: ZStaffTreasureHuntResponse,
  errors: [403, 404, 409],
});

export const updateTreasureHunt = defineEndpoint({
  ...staff,
  id: 'updateTreasureHunt',
  auditLabel: 'Changed a treasure hunt',
  method: 'PUT',
  path: '/treasure-hunts/:id',
  summary: 'Change a hunt; treasures already found stay where they were found (admins)',
  params: ZGameIdParams,
  body: ZStaffTreasureHuntBody,
  response: ZStaffTreasureHuntResponse,
  errors: [403, 404, 409],
});
