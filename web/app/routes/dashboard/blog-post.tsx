import { m } from '@upahar/contract/messages';
import { DashboardBlogEditorLoading, DashboardBlogEditorPage, loadBlogEditor } from '~/features/blog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/blog-post';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_edit_post(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadBlogEditor(params.id, request.signal);
}

export const HydrateFallback = DashboardBlogEditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardBlogPost({ loaderData, params }: Route.ComponentProps) {
  return <DashboardBlogEditorPage key={params.id} {...loaderData} />;
}
