import { m } from '@upahar/contract/messages';
import { ApplicationLoading, DashboardApplicationPage, loadApplication } from '~/features/selling/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/application';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_application_to_sell(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { application: await loadApplication(params.id, request.signal) };
}

export const HydrateFallback = ApplicationLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardApplication({ loaderData }: Route.ComponentProps) {
  return <DashboardApplicationPage application={loaderData.application} />;
}
