import { DashboardOutboxPage } from '~/features/outbox/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = () => accountMeta('Undelivered messages', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself
// shows store owners and customers that it is for admins.
export default function DashboardOutbox() {
  return <DashboardOutboxPage />;
}
