import { m } from '@upahar/contract/messages';
import { DashboardCakeEditorLoading, DashboardCakeEditorPage, loadStaffCake } from '~/features/catalog/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/cake';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_cake_options(), { noindex: true });

// The cake loads in the browser, which holds the token; someone else's cake is "not one of yours".
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffCake(params.id, request.signal);
}

export const HydrateFallback = DashboardCakeEditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardCake({ loaderData, params }: Route.ComponentProps) {
  return <DashboardCakeEditorPage key={params.id} {...loaderData} />;
}
