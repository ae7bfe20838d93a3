import { DashboardBlogPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = () => accountMeta('Blog', { noindex: true });

// Admins only: the page shows others that it is for admins.
export default function DashboardBlog() {
  return <DashboardBlogPage />;
}
