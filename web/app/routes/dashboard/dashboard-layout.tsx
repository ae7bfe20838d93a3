import { Outlet } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { DashboardShell, ForbiddenScreen, SectionGate } from '~/features/staff-shell';
import { ApiError } from '~/lib/api';
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

// An error on a dashboard page keeps the dashboard's header, so the seller can go on working. A
// page whose loader the API refused (the role changed since the session was read) says whom the
// page is for, as the gate does.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return <DashboardShell>{forbidden ? <ForbiddenScreen /> : <RouteError error={error} />}</DashboardShell>;
}
