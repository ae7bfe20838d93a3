import { DashboardInfoPages, loadInfoPages } from '~/features/info/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import type { Route } from './+types/pages';

export const meta: Route.MetaFunction = () => accountMeta('Pages', { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { pages: await loadInfoPages(request.signal) };
}

export const HydrateFallback = () => <StaffPageLoading label="Loading pages" />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPages({ loaderData }: Route.ComponentProps) {
  return <DashboardInfoPages pages={loaderData.pages} />;
}
