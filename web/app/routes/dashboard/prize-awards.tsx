import { DashboardPrizeAwardsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/prize-awards';

export const meta: Route.MetaFunction = () => accountMeta('Won prizes', { noindex: true });

export default function DashboardPrizeAwards() {
  return <DashboardPrizeAwardsPage />;
}
