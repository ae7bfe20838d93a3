import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchMyPrizes, PrizesLoading, PrizesPage } from '~/features/prizes';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/prizes';

export const meta: Route.MetaFunction = () => accountMeta(m.prizes_title(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { prizes: await fetchMyPrizes(request.signal) };
}

export const HydrateFallback = PrizesLoading;
export const ErrorBoundary = LoadError;

export default function Prizes({ loaderData }: Route.ComponentProps) {
  return <PrizesPage {...loaderData} />;
}
