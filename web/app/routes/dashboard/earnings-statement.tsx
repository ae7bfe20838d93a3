import { DashboardStatementPage } from '~/features/earnings/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/earnings-statement';

export const meta: Route.MetaFunction = () => accountMeta('Weekly statement', { noindex: true });

// The weekly statement e-mail links here, with the store in ?store.
export default function DashboardEarningsStatement({ params }: Route.ComponentProps) {
  return <DashboardStatementPage key={params.id} id={params.id} />;
}
