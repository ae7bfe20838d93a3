import { DashboardBlogEditorPage } from '~/features/blog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/blog-post';

export const meta: Route.MetaFunction = () => accountMeta('Edit post', { noindex: true });

export default function DashboardBlogPost({ params }: Route.ComponentProps) {
  return <DashboardBlogEditorPage key={params.id} id={params.id} />;
}
