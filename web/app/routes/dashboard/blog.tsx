import { DashboardBlogPage } from '~/features/blog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = () => accountMeta('Blog', { noindex: true });

export default function DashboardBlog() {
  return <DashboardBlogPage />;
}
