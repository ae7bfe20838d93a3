import { accountMeta } from '~/features/session/meta';
import { TicketsPage } from '~/features/support';
import type { Route } from './+types/tickets';

export const meta: Route.MetaFunction = () => accountMeta('Support tickets', { noindex: true });

export default function Tickets() {
  return <TicketsPage />;
}
