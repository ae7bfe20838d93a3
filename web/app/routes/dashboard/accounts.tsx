import { DashboardAccountsPage } from '~/features/accounts/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/accounts';

export const meta: Route.MetaFunction = () => accountMeta('Accounts', { noindex: true });

export default function DashboardAccounts() {
  return <DashboardAccountsPage />;
}
