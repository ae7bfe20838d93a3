import { m } from '@upahar/contract/messages';
import { DashboardQuizzesPage, loadStaffQuizzes } from '~/features/quizzes/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError, StaffPageLoading } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/quizzes';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_quizzes(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffQuizzes(searchOf(request), request.signal);
}

export const HydrateFallback = () => <StaffPageLoading label={m.dashboard_loading_quizzes()} />;
export const ErrorBoundary = StaffLoadError;

export default function DashboardQuizzes({ loaderData }: Route.ComponentProps) {
  return <DashboardQuizzesPage {...loaderData} />;
}
