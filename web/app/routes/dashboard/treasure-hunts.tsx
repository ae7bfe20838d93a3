import { DashboardTreasureHuntsPage } from '~/features/games/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/treasure-hunts';

export const meta: Route.MetaFunction = () => accountMeta('Treasure hunts', { noindex: true });

export default function Dashboard() {
  return <DashboardTreasureHuntsPage />;
}
