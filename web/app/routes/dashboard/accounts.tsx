import { m } from '@upahar/contract/messages';
import { DashboardAccountsPage, loadAdminAccounts } from '~/features/accounts/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/accounts';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_accounts(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadAdminAccounts(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_accounts()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardAccounts({ loaderData }: Route.ComponentProps) {
  return <DashboardAccountsPage {...loaderData} />;
}
