import { DashboardEarningsPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/earnings';

export const meta: Route.MetaFunction = () => accountMeta('Earnings', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself tells
// customers and packers whose page it is.
export default function DashboardEarnings() {
  return <DashboardEarningsPage />;
}
