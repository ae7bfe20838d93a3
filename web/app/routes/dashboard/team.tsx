import { accountMeta } from '~/features/session';
import { DashboardTeamPage } from '~/features/stores/staff';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = () => accountMeta('Your team', { noindex: true });

export default function DashboardTeam() {
  return <DashboardTeamPage />;
}
