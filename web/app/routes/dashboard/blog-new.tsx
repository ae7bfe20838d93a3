import { DashboardBlogEditorPage } from '~/features/blog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/blog-new';

export const meta: Route.MetaFunction = () => accountMeta('New post', { noindex: true });

export default function DashboardNewBlogPost() {
  return <DashboardBlogEditorPage />;
}
