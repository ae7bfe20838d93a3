import { m } from '@upahar/contract/messages';
import { DashboardVacanciesPage, loadStaffVacancies } from '~/features/careers/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/vacancies';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_vacancies(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffVacancies(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_vacancies()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardVacancies({ loaderData }: Route.ComponentProps) {
  return <DashboardVacanciesPage {...loaderData} />;
}
