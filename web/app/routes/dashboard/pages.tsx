import { DashboardInfoPages } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/pages';

export const meta: Route.MetaFunction = () => accountMeta('Pages', { noindex: true });

export default function DashboardPages() {
  return <DashboardInfoPages />;
}
