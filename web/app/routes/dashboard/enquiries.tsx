import { DashboardInterestsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/enquiries';

export const meta: Route.MetaFunction = () => accountMeta('Seller enquiries', { noindex: true });

export default function DashboardEnquiries() {
  return <DashboardInterestsPage />;
}
