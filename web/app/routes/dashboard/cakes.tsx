import { DashboardCakesPage } from '~/features/catalog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/cakes';

export const meta: Route.MetaFunction = () => accountMeta('Your cakes', { noindex: true });

export default function DashboardCakes() {
  return <DashboardCakesPage />;
}
