import { Outlet } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { DashboardShell } from '~/features/staff-shell';
import type { Route } from './+types/dashboard-layout';

export default function DashboardLayout() {
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}

// An error on a dashboard page keeps the dashboard's header, so the seller can go on working.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardShell>
      <RouteError error={error} />
    </DashboardShell>
  );
}
