import { m } from '@upahar/contract/messages';
import { DashboardBlogPage, loadBlogPosts } from '~/features/blog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_blog(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadBlogPosts(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_posts()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardBlog({ loaderData }: Route.ComponentProps) {
  return <DashboardBlogPage {...loaderData} />;
}
