import { DashboardTreasureHuntsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/treasure-hunts';

export const meta: Route.MetaFunction = () => accountMeta('Treasure hunts', { noindex: true });

export default function Dashboard() {
  return <DashboardTreasureHuntsPage />;
}
