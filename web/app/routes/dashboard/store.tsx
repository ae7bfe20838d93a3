import { m } from '@upahar/contract/messages';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import {
  DashboardStoreProfileLoading,
  DashboardStoreProfilePage,
  loadStaffStoreProfile,
} from '~/features/stores/staff';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/store';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_store_page(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { loaded: await loadStaffStoreProfile(searchOf(request), request.signal) };
}

export const HydrateFallback = DashboardStoreProfileLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardStore({ loaderData }: Route.ComponentProps) {
  return <DashboardStoreProfilePage {...loaderData} />;
}
