import { DashboardPrizeAwardsPage } from '~/features/prizes/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/prize-awards';

export const meta: Route.MetaFunction = () => accountMeta('Won prizes', { noindex: true });

export default function DashboardPrizeAwards() {
  return <DashboardPrizeAwardsPage />;
}
