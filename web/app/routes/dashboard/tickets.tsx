import { m } from '@upahar/contract/messages';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { DashboardTicketsPage, loadStaffTickets } from '~/features/support/staff';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/tickets';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_support_tickets(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffTickets(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_tickets()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardTickets({ loaderData }: Route.ComponentProps) {
  return <DashboardTicketsPage {...loaderData} />;
}
