import { DashboardTicketsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/tickets';

export const meta: Route.MetaFunction = () => accountMeta('Support tickets', { noindex: true });

export default function DashboardTickets() {
  return <DashboardTicketsPage />;
}
