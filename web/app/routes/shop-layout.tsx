import { Outlet } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { ShopShell } from '~/components/layout/shop-shell';
import type { Route } from './+types/shop-layout';

export default function ShopLayout() {
  return (
    <ShopShell>
      <Outlet />
    </ShopShell>
  );
}

// Errors of shop pages keep the header and footer, so the shopper can carry on browsing.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ShopShell>
      <RouteError error={error} />
    </ShopShell>
  );
}
