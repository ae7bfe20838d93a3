import { DashboardOutboxPage } from '~/features/outbox/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = () => accountMeta('Undelivered messages', { noindex: true });

export default function DashboardOutbox() {
  return <DashboardOutboxPage />;
}
