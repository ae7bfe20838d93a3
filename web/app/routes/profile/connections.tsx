import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import {
  ConnectionsLoading,
  ConnectionsPage,
  connectionsTab,
  fetchConnections,
} from '~/features/connections';
import { accountMeta, requireToken } from '~/features/session';
import { pageParam, searchOf } from '~/lib/route-data';
import type { Route } from './+types/connections';

export const meta: Route.MetaFunction = () => accountMeta(m.people_connections_meta(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  const tab = connectionsTab(searchOf(request));
  return { tab, ...(await fetchConnections({ tab, page: pageParam(request) }, request.signal)) };
}

export const HydrateFallback = ConnectionsLoading;
export const ErrorBoundary = LoadError;

export default function Connections({ loaderData }: Route.ComponentProps) {
  return <ConnectionsPage {...loaderData} />;
}
