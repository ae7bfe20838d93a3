import { DashboardPrizesPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/prizes';

export const meta: Route.MetaFunction = () => accountMeta('Prizes', { noindex: true });

export default function DashboardPrizes() {
  return <DashboardPrizesPage />;
}
