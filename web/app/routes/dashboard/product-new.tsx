import { m } from '@upahar/contract/messages';
import {
  DashboardProductEditorLoading,
  DashboardProductEditorPage,
  loadProductEditor,
} from '~/features/catalog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/product-new';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_new_product(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadProductEditor(undefined, request.signal);
}

export const HydrateFallback = DashboardProductEditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardNewProduct({ loaderData }: Route.ComponentProps) {
  return <DashboardProductEditorPage {...loaderData} />;
}
