// Festivals named in the calendar: the storefront's read, the admins' list and changes, and the
// one festival a campaign is tied to. The rest is its own business.

export { festivalDashboardRoutes } from './dashboard.routes.ts';
export { festivalById } from './service.ts';
export { festivalRoutes } from './storefront.routes.ts';
