import { m } from '@upahar/contract/messages';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { DashboardTicketPage, loadStaffTicket, StaffTicketLoading } from '~/features/support/staff';
import type { Route } from './+types/ticket';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_support_ticket(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffTicket(params.id, request.signal);
}

export const HydrateFallback = StaffTicketLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardTicket({ loaderData, params }: Route.ComponentProps) {
  // A new id is a new ticket: nothing typed for one is kept for another.
  return <DashboardTicketPage key={params.id} {...loaderData} />;
}
