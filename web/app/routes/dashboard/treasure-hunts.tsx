import { m } from '@upahar/contract/messages';
import { DashboardTreasureHuntsPage, loadStaffHunts } from '~/features/games/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import type { Route } from './+types/treasure-hunts';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_treasure_hunts(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffHunts(request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_treasure_hunts()} />;
export const ErrorBoundary = StaffLoadError;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardTreasureHuntsPage {...loaderData} />;
}
