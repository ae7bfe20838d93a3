import { DashboardPayoutsPage } from '~/features/earnings/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/payouts';

export const meta: Route.MetaFunction = () => accountMeta('Payouts to stores', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself
// shows store owners and customers that it is for admins.
export default function DashboardPayouts() {
  return <DashboardPayoutsPage />;
}
