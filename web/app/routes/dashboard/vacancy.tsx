import { m } from '@upahar/contract/messages';
import { DashboardVacancyEditorPage, loadVacancy, VacancyLoading } from '~/features/careers/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/vacancy';

export const meta: Route.MetaFunction = ({ params }) =>
  accountMeta(params.id === 'new' ? m.dashboard_title_new_vacancy() : m.dashboard_title_edit_vacancy(), {
    noindex: true,
  });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadVacancy(params.id, request.signal);
}

export const HydrateFallback = VacancyLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardVacancy({ loaderData, params }: Route.ComponentProps) {
  return <DashboardVacancyEditorPage key={params.id} {...loaderData} />;
}
