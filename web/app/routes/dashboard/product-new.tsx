import { DashboardProductEditorPage } from '~/features/catalog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/product-new';

export const meta: Route.MetaFunction = () => accountMeta('New product', { noindex: true });

export default function DashboardNewProduct() {
  return <DashboardProductEditorPage />;
}
