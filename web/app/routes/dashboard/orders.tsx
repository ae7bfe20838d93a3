import { DashboardOrdersPage } from '~/features/orders/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => accountMeta('Orders to fulfil', { noindex: true });

export default function DashboardOrders() {
  return <DashboardOrdersPage />;
}
