import { accountMeta } from '~/features/session';
import { NewTicketPage } from '~/features/support';
import type { Route } from './+types/ticket-new';

export const meta: Route.MetaFunction = () => accountMeta('Open a ticket', { noindex: true });

export default function NewTicket() {
  return <NewTicketPage />;
}
