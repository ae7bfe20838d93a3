import { DashboardJobApplicationPage } from '~/features/careers/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/job-application';

export const meta: Route.MetaFunction = () => accountMeta('Job application', { noindex: true });

export default function DashboardJobApplication({ params }: Route.ComponentProps) {
  return <DashboardJobApplicationPage key={params.id} id={params.id} />;
}
