import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchMyEntries, MyEntriesLoading, MyEntriesPage } from '~/features/contests';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/contests';

export const meta: Route.MetaFunction = () => accountMeta(m.contests_my_entries_title(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { entries: await fetchMyEntries(request.signal) };
}

export const HydrateFallback = MyEntriesLoading;
export const ErrorBoundary = LoadError;

export default function MyContests({ loaderData }: Route.ComponentProps) {
  return <MyEntriesPage {...loaderData} />;
}
