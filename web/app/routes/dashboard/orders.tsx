import { DashboardOrdersPage } from '~/features/orders/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => accountMeta('Orders to fulfil', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself
// tells customers apart from store owners and admins.
export default function DashboardOrders() {
  return <DashboardOrdersPage />;
}
