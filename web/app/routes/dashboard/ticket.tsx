import { accountMeta } from '~/features/session';
import { DashboardTicketPage } from '~/features/support/staff';
import type { Route } from './+types/ticket';

export const meta: Route.MetaFunction = () => accountMeta('Support ticket', { noindex: true });

export default function DashboardTicket({ params }: Route.ComponentProps) {
  return <DashboardTicketPage key={params.id} id={params.id} />;
}
