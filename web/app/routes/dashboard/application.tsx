import { DashboardApplicationPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/application';

export const meta: Route.MetaFunction = () => accountMeta('Application to sell', { noindex: true });

export default function DashboardApplication({ params }: Route.ComponentProps) {
  return <DashboardApplicationPage id={params.id} />;
}
