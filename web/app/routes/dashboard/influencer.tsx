import { m } from '@upahar/contract/messages';
import {
  DashboardInfluencerPage,
  InfluencerLoading,
  loadStaffInfluencer,
} from '~/features/influencers/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/influencer';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_influencer_application(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { influencer: await loadStaffInfluencer(params.id, request.signal) };
}

export const HydrateFallback = InfluencerLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardInfluencer({ loaderData, params }: Route.ComponentProps) {
  return <DashboardInfluencerPage key={params.id} influencer={loaderData.influencer} />;
}
