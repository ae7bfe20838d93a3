import { DashboardPrizesPage } from '~/features/prizes/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/prizes';

export const meta: Route.MetaFunction = () => accountMeta('Prizes', { noindex: true });

export default function DashboardPrizes() {
  return <DashboardPrizesPage />;
}
