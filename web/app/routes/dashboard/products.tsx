import { DashboardProductsPage } from '~/features/catalog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => accountMeta('Your products', { noindex: true });

export default function DashboardProducts() {
  return <DashboardProductsPage />;
}
