import { m } from '@upahar/contract/messages';
import { DashboardFestivalsPage, FestivalsLoading, loadFestivals } from '~/features/festivals/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/festivals';

export const meta: Route.MetaFunction = () => accountMeta(m.festivals_title(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadFestivals(request.signal);
}

export const HydrateFallback = FestivalsLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardFestivals({ loaderData }: Route.ComponentProps) {
  return <DashboardFestivalsPage {...loaderData} />;
}
