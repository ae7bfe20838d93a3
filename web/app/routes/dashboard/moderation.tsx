import { DashboardModerationPage } from '~/features/community/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/moderation';

export const meta: Route.MetaFunction = () => accountMeta('Moderation', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself
// shows store owners and customers that it is for admins.
export default function DashboardModeration() {
  return <DashboardModerationPage />;
}
