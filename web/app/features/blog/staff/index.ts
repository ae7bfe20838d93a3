// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { previewMarkdown } from './blog-api';
export {
  DashboardBlogCategoriesLoading,
  DashboardBlogCategoriesPage,
  loadBlogCategories,
} from './blog-categories-page';
export { DashboardBlogEditorLoading, DashboardBlogEditorPage, loadBlogEditor } from './blog-editor-page';
export { DashboardBlogPage, loadBlogPosts } from './blog-posts-page';
