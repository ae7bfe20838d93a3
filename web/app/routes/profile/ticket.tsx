import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { accountMeta, requireToken } from '~/features/session';
import { fetchTicket, TicketLoading, TicketPage } from '~/features/support';
import { mineOrNull } from '~/lib/route-data';
import type { Route } from './+types/ticket';

export const meta: Route.MetaFunction = () => accountMeta(m.support_ticket_meta(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { ticket: await mineOrNull(fetchTicket(params.id, request.signal)) };
}

export const HydrateFallback = TicketLoading;
export const ErrorBoundary = LoadError;

export default function Ticket({ loaderData, params }: Route.ComponentProps) {
  // A new id is a new ticket: nothing typed for one is kept for another.
  return <TicketPage key={params.id} {...loaderData} />;
}
