import { DashboardProductEditorPage } from '~/features/catalog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/product';

export const meta: Route.MetaFunction = () => accountMeta('Edit product', { noindex: true });

// The product loads in the browser, which holds the token; someone else's is "not one of yours".
export default function DashboardProduct({ params }: Route.ComponentProps) {
  return <DashboardProductEditorPage key={params.id} id={params.id} />;
}
