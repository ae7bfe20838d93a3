import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { BusinessesLoading, BusinessesPage, fetchMyBusinesses } from '~/features/selling';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/businesses';

export const meta: Route.MetaFunction = () => accountMeta(m.account_businesses_meta(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { data: await fetchMyBusinesses(request.signal) };
}

export const HydrateFallback = BusinessesLoading;
export const ErrorBoundary = LoadError;

export default function Businesses({ loaderData }: Route.ComponentProps) {
  return <BusinessesPage {...loaderData} />;
}
