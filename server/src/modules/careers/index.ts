// What other modules may use of careers at Upahar; everything else in this folder is its own business.
export { sniffCvType } from './cv.ts';
export { careerDashboardRoutes } from './dashboard.routes.ts';
export { pruneUnsentCvs } from './prune.ts';
export { careerSitemapEntries } from './sitemap.ts';
export { careerRoutes } from './storefront.routes.ts';
