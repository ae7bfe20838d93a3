import { DashboardApplicationPage } from '~/features/selling/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/application';

export const meta: Route.MetaFunction = () => accountMeta('Application to sell', { noindex: true });

export default function DashboardApplication({ params }: Route.ComponentProps) {
  return <DashboardApplicationPage id={params.id} />;
}
