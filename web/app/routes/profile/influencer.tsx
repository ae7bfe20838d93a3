import { MyInfluencerPage } from '~/features/influencers';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/influencer';

export const meta: Route.MetaFunction = () => accountMeta('Influencer profile', { noindex: true });

export default function MyInfluencer() {
  return <MyInfluencerPage />;
}
