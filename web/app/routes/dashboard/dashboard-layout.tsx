import { Outlet } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { DashboardShell, SectionGate } from '~/features/staff-shell';
import type { Route } from './+types/dashboard-layout';

// Roles are checked here once for every dashboard page: the gate finds the section of the address
// and shows a signed-in person whose role does not fit it why, instead of the page.
export default function DashboardLayout() {
  return (
    <DashboardShell>
      <SectionGate>
        <Outlet />
      </SectionGate>
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
