import { m } from '@upahar/contract/messages';
import { DashboardBannersPage, loadBannerStats } from '~/features/banners/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/banners';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_banners(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadBannerStats(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_banner_numbers()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardBanners({ loaderData }: Route.ComponentProps) {
  return <DashboardBannersPage {...loaderData} />;
}
