import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { ApplicationsLoading, ApplicationsPage, fetchMyApplications, fetchMyCvs } from '~/features/careers';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = () => accountMeta(m.careers_your_applications(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  const [applications, cvs] = await Promise.all([
    fetchMyApplications(request.signal),
    // The saved CVs are an extra below the applications: without them the page still shows.
    fetchMyCvs(request.signal).catch(() => []),
  ]);
  return { applications, cvs };
}

export const HydrateFallback = ApplicationsLoading;
export const ErrorBoundary = LoadError;

export default function Applications({ loaderData }: Route.ComponentProps) {
  return <ApplicationsPage {...loaderData} />;
}
