import { DashboardInfluencersPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/influencers';

export const meta: Route.MetaFunction = () => accountMeta('Influencers', { noindex: true });

export default function DashboardInfluencers() {
  return <DashboardInfluencersPage />;
}
