import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { accountMeta, LoadingNotice, requireToken } from '~/features/session';
import { loadRecentOrders, NewTicketPage } from '~/features/support';
import type { Route } from './+types/ticket-new';

export const meta: Route.MetaFunction = () => accountMeta(m.support_new_ticket_meta(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { orders: await loadRecentOrders(request.signal) };
}

export const HydrateFallback = () => <LoadingNotice />;
export const ErrorBoundary = LoadError;

export default function NewTicket({ loaderData }: Route.ComponentProps) {
  return <NewTicketPage orders={loaderData.orders} />;
}
