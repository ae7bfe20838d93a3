import { m } from '@upahar/contract/messages';
import {
  DashboardStatementLoading,
  DashboardStatementPage,
  loadStaffStatement,
} from '~/features/earnings/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/earnings-statement';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_weekly_statement(), { noindex: true });

// The weekly statement e-mail links here, with the store in ?store.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffStatement(params.id, searchOf(request), request.signal);
}

export const HydrateFallback = DashboardStatementLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardEarningsStatement({ loaderData, params }: Route.ComponentProps) {
  return <DashboardStatementPage key={params.id} {...loaderData} />;
}
