import {
  ZAccessoryCandidatesQuery,
  ZAccessoryCandidatesResponse,
  ZCakeAccessoriesBody,
  ZCakeAccessoriesResponse,
} from '../cake-accessories.ts';
import {
  ZCakeChoicesBody,
  ZCakeIdParams,
  ZDashboardCakeResponse,
  ZDashboardCakesQuery,
  ZDashboardCakesResponse,
} from '../cake-dashboard.ts';
import { defineEndpoint } from '../endpoint.ts';

// Store owners choose what each of their cakes offers; admins any cake. Someone else's cake
// answers 404, as if it were not there.
const dashboardCakes = { surface: 'dashboard', tag: 'dashboard cakes', access: 'staff' } as const;

export const listDashboardCakes = defineEndpoint({
  ...dashboardCakes,
  id: 'listDashboardCakes',
  method: 'GET',
  path: '/cakes',
  summary: 'A page of the cakes the seller or admin looks after, by name',
  query: ZDashboardCakesQuery,
  response: ZDashboardCakesResponse,
});

export const getDashboardCake = defineEndpoint({
  ...dashboardCakes,
  id: 'getDashboardCake',
  method: 'GET',
  path: '/cakes/:id',
  summary: "One cake's flavours, shapes, weights, tiers and extras, with everything the shop makes",
  params: ZCakeIdParams,
  response: ZDashboardCakeResponse,
  errors: [404],
});

export const updateCakeChoices = defineEndpoint({
  ...dashboardCakes,
  id: 'updateCakeChoices',
  auditLabel: "Changed a cake's choices",
  method: 'PUT',
  path: '/cakes/:id/choices',
  summary: 'Choose what a cake offers; the shop shows it at once',
  params: ZCakeIdParams,
  body: ZCakeChoicesBody,
  response: ZDashboardCakeResponse,
  errors: [404],
});

export const getCakeAccessories = defineEndpoint({
  ...dashboardCakes,
  id: 'getCakeAccessories',
  method: 'GET',
  path: '/cakes/:id/accessories',
  summary: 'The accessories chosen to go with a cake, in their order (none: the shop suggests its own)',
  params: ZCakeIdParams,
  response: ZCakeAccessoriesResponse,
  errors: [404],
});

export const listAccessoryCandidates = defineEndpoint({
  ...dashboardCakes,
  id: 'listAccessoryCandidates',
  method: 'GET',
  path: '/cakes/:id/accessory-candidates',
  summary: "Accessories on sale from any store to offer with a cake, the cake's own store first",
  params: ZCakeIdParams,
  query: ZAccessoryCandidatesQuery,
  response: ZAccessoryCandidatesResponse,
  errors: [404],
});

export const updateCakeAccessories = defineEndpoint({
  ...dashboardCakes,
  id: 'updateCakeAccessories',
  auditLabel: "Changed a cake's accessories",
  method: 'PUT',
  path: '/cakes/:id/accessories',
  summary: 'Choose the accessories offered with a cake, in order; the shop shows them at once',
  params: ZCakeIdParams,
  body: ZCakeAccessoriesBody,
  response: ZCakeAccessoriesResponse,
  errors: [400, 404],
});
