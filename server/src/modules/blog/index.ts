// What other modules may use of the blog; everything else in this folder is its own business.
export { blogDashboardRoutes } from './dashboard.routes.ts';
export { renderPostBody } from './markdown.ts';
export { pruneUnusedCovers } from './prune-covers.ts';
export { blogSitemapEntries } from './reads.ts';
export { blogFeedRoutes, blogRoutes } from './storefront.routes.ts';
