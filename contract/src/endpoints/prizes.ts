import { defineEndpoint } from '../endpoint.ts';
import {
  ZMyPrizesResponse,
  ZPrizeBody,
  ZPrizeIdParams,
  ZPrizeResponse,
  ZPrizesResponse,
  ZStaffAwardsQuery,
  ZStaffAwardsResponse,
} from '../prizes.ts';

// Prizes: the shopper's winnings, and the admin's list of prizes the games hand out and of
// everything handed out.

export const myPrizes = defineEndpoint({
  surface: 'storefront',
  tag: 'prizes',
  access: 'user',
  id: 'myPrizes',
  method: 'GET',
  path: '/profile/prizes',
  summary: "The signed-in shopper's prizes, newest first, with their codes and credit",
  response: ZMyPrizesResponse,
});

const staff = { surface: 'dashboard', tag: 'dashboard prizes', access: 'staff' } as const;

export const listPrizes = defineEndpoint({
  ...staff,
  id: 'listPrizes',
  method: 'GET',
  path: '/prizes',
  summary: 'Every prize (admins), active first, with how often each was won',
  response: ZPrizesResponse,
  errors: [403],
});

export const createPrize = defineEndpoint({
  ...staff,
  id: 'createPrize',
  auditLabel: 'Created a prize',
  method: 'POST',
  path: '/prizes',
  summary: 'Define a prize the games and contests can hand out (admins)',
  body: ZPrizeBody,
  response: ZPrizeResponse,
  errors: [403, 404],
});

export const updatePrize = defineEndpoint({
  ...staff,
  id: 'updatePrize',
  auditLabel: 'Changed a prize',
  method: 'PUT',
  path: '/prizes/:id',
  summary: 'Change a prize or retire it; prizes already won keep what they gave (admins)',
  params: ZPrizeIdParams,
  body: ZPrizeBody,
  response: ZPrizeResponse,
  errors: [403, 404],
});

export const listPrizeAwards = defineEndpoint({
  ...staff,
  id: 'listPrizeAwards',
  method: 'GET',
  path: '/prize-awards',
  summary: 'Every prize handed out, newest first, with its winner (admins)',
  query: ZStaffAwardsQuery,
  response: ZStaffAwardsResponse,
  errors: [403],
});
