import { DashboardBlogCategoriesPage } from '~/features/blog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/blog-categories';

export const meta: Route.MetaFunction = () => accountMeta('Blog categories', { noindex: true });

export default function DashboardBlogCategories() {
  return <DashboardBlogCategoriesPage />;
}
