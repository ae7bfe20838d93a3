import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { accountMeta, requireToken } from '~/features/session';
import { fetchTickets, TicketsLoading, TicketsPage } from '~/features/support';
import { pageParam } from '~/lib/route-data';
import type { Route } from './+types/tickets';

export const meta: Route.MetaFunction = () => accountMeta(m.support_tickets_meta(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  const page = pageParam(request);
  return { page, ...(await fetchTickets(page, request.signal)) };
}

export const HydrateFallback = TicketsLoading;
export const ErrorBoundary = LoadError;

export default function Tickets({ loaderData }: Route.ComponentProps) {
  return <TicketsPage {...loaderData} />;
}
