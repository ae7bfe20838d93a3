import { DashboardCouponsPage } from '~/features/coupons/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () => accountMeta('Coupons', { noindex: true });

export default function DashboardCoupons() {
  return <DashboardCouponsPage />;
}
