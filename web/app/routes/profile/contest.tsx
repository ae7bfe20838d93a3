import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchMyEntry, MyEntryLoading, MyEntryPage } from '~/features/contests';
import { accountMeta, requireToken } from '~/features/session';
import { mineOrNull } from '~/lib/route-data';
import type { Route } from './+types/contest';

export const meta: Route.MetaFunction = () => accountMeta(m.contests_my_title(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { entry: await mineOrNull(fetchMyEntry(Number(params.id), request.signal)) };
}

export const HydrateFallback = MyEntryLoading;
export const ErrorBoundary = LoadError;

export default function MyContest({ loaderData }: Route.ComponentProps) {
  return <MyEntryPage {...loaderData} />;
}
