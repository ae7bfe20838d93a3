import { DashboardPrizesPage, loadStaffPrizes } from '~/features/prizes/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import type { Route } from './+types/prizes';

export const meta: Route.MetaFunction = () => accountMeta('Prizes', { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffPrizes(request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label="Loading prizes…" />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPrizes({ loaderData }: Route.ComponentProps) {
  return <DashboardPrizesPage {...loaderData} />;
}
