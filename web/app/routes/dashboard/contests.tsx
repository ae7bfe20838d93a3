import { DashboardContestsPage } from '~/features/contests/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/contests';

export const meta: Route.MetaFunction = () => accountMeta('Contests', { noindex: true });

export default function DashboardContests() {
  return <DashboardContestsPage />;
}
