import { DashboardMessagesPage } from '~/features/info/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => accountMeta('Messages', { noindex: true });

export default function DashboardMessages() {
  return <DashboardMessagesPage />;
}
