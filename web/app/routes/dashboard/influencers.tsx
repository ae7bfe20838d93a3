import { DashboardInfluencersPage } from '~/features/influencers/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/influencers';

export const meta: Route.MetaFunction = () => accountMeta('Influencers', { noindex: true });

export default function DashboardInfluencers() {
  return <DashboardInfluencersPage />;
}
