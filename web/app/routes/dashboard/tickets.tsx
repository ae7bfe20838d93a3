import { accountMeta } from '~/features/session';
import { DashboardTicketsPage } from '~/features/support/staff';
import type { Route } from './+types/tickets';

export const meta: Route.MetaFunction = () => accountMeta('Support tickets', { noindex: true });

export default function DashboardTickets() {
  return <DashboardTicketsPage />;
}
