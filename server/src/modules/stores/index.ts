// What other modules may use of stores; everything else in this folder is its own business.
export {
  CANCEL_ROLES,
  CATALOGUE_ROLES,
  holdTeamPlace,
  ORDER_ROLES,
  storesOf,
} from './access.ts';
export { storeTeamDashboardRoutes } from './dashboard.routes.ts';
export { storeProfileDashboardRoutes } from './profile.routes.ts';
export { addStoreAreas } from './profile.ts';
export { storeInvitationRoutes } from './storefront.routes.ts';
