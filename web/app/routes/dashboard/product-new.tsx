import { DashboardProductEditorPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/product-new';

export const meta: Route.MetaFunction = () => accountMeta('New product', { noindex: true });

export default function DashboardNewProduct() {
  return <DashboardProductEditorPage />;
}
