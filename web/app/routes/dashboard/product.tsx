import { m } from '@upahar/contract/messages';
import {
  DashboardProductEditorLoading,
  DashboardProductEditorPage,
  loadProductEditor,
} from '~/features/catalog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/product';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_edit_product(), { noindex: true });

// The product loads in the browser, which holds the token; someone else's is "not one of yours".
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadProductEditor(params.id, request.signal);
}

export const HydrateFallback = DashboardProductEditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardProduct({ loaderData, params }: Route.ComponentProps) {
  return <DashboardProductEditorPage key={params.id} {...loaderData} />;
}
