import { DashboardPayoutsPage } from '~/features/earnings/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/payouts';

export const meta: Route.MetaFunction = () => accountMeta('Payouts to stores', { noindex: true });

export default function DashboardPayouts() {
  return <DashboardPayoutsPage />;
}
