import { DashboardCakesPage } from '~/features/catalog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/cakes';

export const meta: Route.MetaFunction = () => accountMeta('Your cakes', { noindex: true });

// Inside the protected wrapper (routes.ts): only logged-in people get here; the page itself
// tells customers apart from store owners and admins.
export default function DashboardCakes() {
  return <DashboardCakesPage />;
}
