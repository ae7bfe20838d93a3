import { DashboardInfluencerPage } from '~/features/influencers/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/influencer';

export const meta: Route.MetaFunction = () => accountMeta('Influencer application', { noindex: true });

export default function DashboardInfluencer({ params }: Route.ComponentProps) {
  return <DashboardInfluencerPage key={params.id} id={params.id} />;
}
