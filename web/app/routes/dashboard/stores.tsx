import { accountMeta } from '~/features/session';
import { DashboardStoresPage } from '~/features/stores/staff';
import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = () => accountMeta('Stores', { noindex: true });

export default function DashboardStores() {
  return <DashboardStoresPage />;
}
