import { DashboardBlogEditorPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/blog-new';

export const meta: Route.MetaFunction = () => accountMeta('New post', { noindex: true });

export default function DashboardNewBlogPost() {
  return <DashboardBlogEditorPage />;
}
