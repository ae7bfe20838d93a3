import { DashboardInterestsPage } from '~/features/selling/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/enquiries';

export const meta: Route.MetaFunction = () => accountMeta('Seller enquiries', { noindex: true });

export default function DashboardEnquiries() {
  return <DashboardInterestsPage />;
}
