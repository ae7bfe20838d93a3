import { m } from '@upahar/contract/messages';
import { DashboardInfoPages, loadInfoPages } from '~/features/info/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import type { Route } from './+types/pages';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_pages(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { pages: await loadInfoPages(request.signal) };
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_pages()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPages({ loaderData }: Route.ComponentProps) {
  return <DashboardInfoPages pages={loaderData.pages} />;
}
