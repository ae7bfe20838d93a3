import { m } from '@upahar/contract/messages';
import { DashboardPrizesPage, loadStaffPrizes } from '~/features/prizes/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import type { Route } from './+types/prizes';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_prizes(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffPrizes(request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_prizes()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPrizes({ loaderData }: Route.ComponentProps) {
  return <DashboardPrizesPage {...loaderData} />;
}
