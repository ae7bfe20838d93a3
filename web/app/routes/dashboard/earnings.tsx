import { DashboardEarningsPage } from '~/features/earnings/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/earnings';

export const meta: Route.MetaFunction = () => accountMeta('Earnings', { noindex: true });

export default function DashboardEarnings() {
  return <DashboardEarningsPage />;
}
