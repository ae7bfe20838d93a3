import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchMyInfluencer, MyInfluencerLoading, MyInfluencerPage } from '~/features/influencers';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/influencer';

export const meta: Route.MetaFunction = () => accountMeta(m.influencers_profile_title(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { data: await fetchMyInfluencer(request.signal) };
}

export const HydrateFallback = MyInfluencerLoading;
export const ErrorBoundary = LoadError;

export default function MyInfluencer({ loaderData }: Route.ComponentProps) {
  return <MyInfluencerPage {...loaderData} />;
}
