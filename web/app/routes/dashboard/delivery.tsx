import { DashboardDeliveryDaysPage } from '~/features/delivery/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/delivery';

export const meta: Route.MetaFunction = () => accountMeta('Delivery days', { noindex: true });

export default function DashboardDelivery() {
  return <DashboardDeliveryDaysPage />;
}
