// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DashboardBlogCategoriesPage } from './blog-categories-page';
export { DashboardBlogEditorPage } from './blog-editor-page';
export { DashboardBlogPage } from './blog-posts-page';
