import { accountMeta } from '~/features/session';
import { TicketPage } from '~/features/support';
import type { Route } from './+types/ticket';

export const meta: Route.MetaFunction = () => accountMeta('Support ticket', { noindex: true });

export default function Ticket({ params }: Route.ComponentProps) {
  // A new id is a new ticket: nothing typed for one is kept for another.
  return <TicketPage key={params.id} id={params.id} />;
}
