import { DashboardDeliveryDaysPage } from '~/features/delivery/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/delivery';

export const meta: Route.MetaFunction = () => accountMeta('Delivery days', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here.
export default function DashboardDelivery() {
  return <DashboardDeliveryDaysPage />;
}
