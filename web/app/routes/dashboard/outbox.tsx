import { m } from '@upahar/contract/messages';
import { DashboardOutboxPage, loadOutbox } from '~/features/outbox/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_undelivered_messages(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadOutbox(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_messages()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardOutbox({ loaderData }: Route.ComponentProps) {
  return <DashboardOutboxPage {...loaderData} />;
}
