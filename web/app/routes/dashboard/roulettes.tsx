import { m } from '@upahar/contract/messages';
import { DashboardRoulettesPage, loadStaffWheels } from '~/features/games/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import type { Route } from './+types/roulettes';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_roulette_wheels(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffWheels(request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_wheels()} />;
export const ErrorBoundary = StaffLoadError;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardRoulettesPage {...loaderData} />;
}
