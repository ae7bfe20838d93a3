import { DashboardCouponsPage } from '~/features/coupons/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () => accountMeta('Coupons', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here.
export default function DashboardCoupons() {
  return <DashboardCouponsPage />;
}
