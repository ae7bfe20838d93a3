import { DashboardContestsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/contests';

export const meta: Route.MetaFunction = () => accountMeta('Contests', { noindex: true });

export default function DashboardContests() {
  return <DashboardContestsPage />;
}
