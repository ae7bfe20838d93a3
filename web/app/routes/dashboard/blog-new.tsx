import { m } from '@upahar/contract/messages';
import { DashboardBlogEditorLoading, DashboardBlogEditorPage, loadBlogEditor } from '~/features/blog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/blog-new';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_new_post(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadBlogEditor(undefined, request.signal);
}

export const HydrateFallback = DashboardBlogEditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardNewBlogPost({ loaderData }: Route.ComponentProps) {
  return <DashboardBlogEditorPage {...loaderData} />;
}
