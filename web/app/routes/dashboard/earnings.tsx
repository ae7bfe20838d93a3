import { DashboardEarningsPage } from '~/features/earnings/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/earnings';

export const meta: Route.MetaFunction = () => accountMeta('Earnings', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself tells
// customers and packers whose page it is.
export default function DashboardEarnings() {
  return <DashboardEarningsPage />;
}
