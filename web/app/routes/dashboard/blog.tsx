import { DashboardBlogPage } from '~/features/blog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = () => accountMeta('Blog', { noindex: true });

// Admins only: the page shows others that it is for admins.
export default function DashboardBlog() {
  return <DashboardBlogPage />;
}
