import { DashboardRoulettesPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/roulettes';

export const meta: Route.MetaFunction = () => accountMeta('Roulette wheels', { noindex: true });

export default function Dashboard() {
  return <DashboardRoulettesPage />;
}
