// Banner clicks and views: the storefront's beacons, the daily counts and the admins' numbers.
// Campaign pages register their banners in registry.ts. Everything else here is its own business.

export { bannerDashboardRoutes, bannerRoutes } from './routes.ts';
