import { DashboardModerationPage } from '~/features/community/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/moderation';

export const meta: Route.MetaFunction = () => accountMeta('Moderation', { noindex: true });

export default function DashboardModeration() {
  return <DashboardModerationPage />;
}
