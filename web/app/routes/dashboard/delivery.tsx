import { m } from '@upahar/contract/messages';
import {
  DashboardDeliveryDaysLoading,
  DashboardDeliveryDaysPage,
  loadStaffDeliveryDays,
} from '~/features/delivery/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/delivery';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_delivery_days(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { loaded: await loadStaffDeliveryDays(searchOf(request), request.signal) };
}

export const HydrateFallback = DashboardDeliveryDaysLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardDelivery({ loaderData }: Route.ComponentProps) {
  return <DashboardDeliveryDaysPage {...loaderData} />;
}
