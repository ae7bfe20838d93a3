import { m } from '@upahar/contract/messages';
import {
  DashboardBlogCategoriesLoading,
  DashboardBlogCategoriesPage,
  loadBlogCategories,
} from '~/features/blog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/blog-categories';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_blog_categories(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadBlogCategories(request.signal);
}

export const HydrateFallback = DashboardBlogCategoriesLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardBlogCategories({ loaderData }: Route.ComponentProps) {
  return <DashboardBlogCategoriesPage {...loaderData} />;
}
