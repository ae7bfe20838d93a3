import { DashboardBlogCategoriesPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/blog-categories';

export const meta: Route.MetaFunction = () => accountMeta('Blog categories', { noindex: true });

export default function DashboardBlogCategories() {
  return <DashboardBlogCategoriesPage />;
}
