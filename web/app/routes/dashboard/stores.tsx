import { accountMeta } from '~/features/session';
import { DashboardStoresPage } from '~/features/stores/staff';
import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = () => accountMeta('Stores', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself
// shows store owners and customers that it is for admins.
export default function DashboardStores() {
  return <DashboardStoresPage />;
}
