import { accountMeta } from '~/features/session';
import { DashboardStoreProfilePage } from '~/features/stores/staff';
import type { Route } from './+types/store';

export const meta: Route.MetaFunction = () => accountMeta('Store page', { noindex: true });

export default function DashboardStore() {
  return <DashboardStoreProfilePage />;
}
