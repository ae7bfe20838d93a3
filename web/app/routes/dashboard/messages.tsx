import { DashboardMessagesPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => accountMeta('Messages', { noindex: true });

export default function DashboardMessages() {
  return <DashboardMessagesPage />;
}
