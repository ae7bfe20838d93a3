import { DashboardInfoPages } from '~/features/info/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/pages';

export const meta: Route.MetaFunction = () => accountMeta('Pages', { noindex: true });

export default function DashboardPages() {
  return <DashboardInfoPages />;
}
