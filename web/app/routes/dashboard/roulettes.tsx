import { DashboardRoulettesPage } from '~/features/games/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/roulettes';

export const meta: Route.MetaFunction = () => accountMeta('Roulette wheels', { noindex: true });

export default function Dashboard() {
  return <DashboardRoulettesPage />;
}
