import { DashboardAccountsPage } from '~/features/accounts/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/accounts';

export const meta: Route.MetaFunction = () => accountMeta('Accounts', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself
// shows store owners and customers that it is for admins.
export default function DashboardAccounts() {
  return <DashboardAccountsPage />;
}
