import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchMyVacancies, PreferencesLoading, PreferencesPage } from '~/features/careers';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/vacancy';

export const meta: Route.MetaFunction = () => accountMeta(m.careers_jobs_for_you(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { data: await fetchMyVacancies(request.signal) };
}

export const HydrateFallback = PreferencesLoading;
export const ErrorBoundary = LoadError;

export default function Vacancy({ loaderData }: Route.ComponentProps) {
  return <PreferencesPage {...loaderData} />;
}
