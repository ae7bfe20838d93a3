import { m } from '@upahar/contract/messages';
import { DashboardMessagesPage, loadMessages } from '~/features/info/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_messages(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadMessages(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_messages()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardMessages({ loaderData }: Route.ComponentProps) {
  return <DashboardMessagesPage data={loaderData} />;
}
